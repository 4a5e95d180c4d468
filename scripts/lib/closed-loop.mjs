// The benchmarks' load: a closed loop of `clients` workers, each sending its next request as soon as
// the last one is answered, for `seconds` (bench:capacity, bench:data, bench:review-budget,
// bench:server). How a request is sent (fetch, a keep-alive agent, an HTTP/2 session) and what is
// sampled beside it (RSS, CPU) stay with each script.
import { percentile } from "./stats.mjs";

/**
 * `send(n, worker)` sends request number n (counted across workers) from worker `worker` and
 * resolves to the HTTP status, 0 for a network error. Every answered request is timed; a status
 * outside 2xx counts as an error (tallied by status).
 * @param {{ clients: number; seconds: number; send: (n: number, worker: number) => Promise<number> }} options
 */
export async function closedLoop({ clients, seconds, send }) {
  const times = [];
  const statuses = {};
  let errors = 0;
  let n = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await send(n++, worker).catch(() => 0);
        times.push(performance.now() - t0);
        if (status < 200 || status >= 300) {
          errors++;
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return {
    times,
    errors,
    statuses,
    seconds: elapsed,
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}
