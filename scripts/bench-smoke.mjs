// `npm run test:bench` (in `npm test`): every server benchmark once at a tiny size, so a change that
// breaks one fails CI instead of being found sessions later (bench:server and bench:chat each broke
// silently more than once). Numbers at these sizes mean nothing and are not printed; each bench's own
// output goes to a log file that is shown when it fails. bench:web and bench:images (Lighthouse and
// photo uploads in Chromium, minutes each) are not run here.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./lib/pocketbase-server.mjs";

const BENCHES = [
  {
    name: "bench:server",
    args: ["scripts/bench-server.mjs"],
    env: {
      BENCH_REVIEWS: "40",
      BENCH_CLUBS: "12",
      BENCH_COMMENTS: "100",
      BENCH_SECONDS: "0.3",
      BENCH_ROUNDS: "1",
      BENCH_CONCURRENCY: "2",
    },
  },
  {
    name: "bench:chat",
    args: ["scripts/bench-chat.mjs"],
    env: { BENCH_SUBSCRIBERS: "20", BENCH_MEMBERS: "4", BENCH_MESSAGES: "10", BENCH_NOTIFY: "3" },
  },
  {
    name: "bench:data",
    args: ["scripts/bench-data.mjs"],
    env: { BENCH_SIZES: "1k", BENCH_SAMPLES: "6", BENCH_LOAD_SECONDS: "0.3", BENCH_LOAD_CONNECTIONS: "4" },
  },
  {
    name: "bench:data clubs",
    args: ["scripts/bench-data.mjs", "clubs"],
    env: { BENCH_CLUBS: "300", BENCH_SAMPLES: "6" },
  },
  {
    name: "bench:data notifications",
    args: ["scripts/bench-data.mjs", "notifications"],
    env: { BENCH_NOTIFICATIONS: "300", BENCH_SAMPLES: "6" },
  },
  {
    name: "bench:capacity",
    args: ["scripts/bench-capacity.mjs"],
    env: { BENCH_SECONDS: "0.3", BENCH_CONCURRENCY: "2", BENCH_STEPS: "20" },
  },
  {
    name: "bench:review-budget",
    args: ["scripts/bench-review-budget.mjs"],
    env: { BENCH_SECONDS: "0.3", BENCH_CONCURRENCY: "2" },
  },
];

const only = process.argv.slice(2);
const logs = mkdtempSync(path.join(tmpdir(), "chaekdongne-bench-smoke-"));

function run({ name, args, env }) {
  const log = path.join(logs, `${name.replace(/\W+/g, "-")}.log`);
  const fd = openSync(log, "w");
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", fd, fd],
    });
    child.on("close", (code, signal) =>
      resolve({ name, log, code: code ?? signal, seconds: (performance.now() - t0) / 1000 }),
    );
  });
}

let failed = 0;
for (const bench of BENCHES.filter((b) => only.length === 0 || only.includes(b.name))) {
  const result = await run(bench);
  const ok = result.code === 0;
  console.log(
    `${ok ? "✓" : "✗"} ${result.name} (${result.seconds.toFixed(1)} s)${ok ? "" : `: exit ${result.code}`}`,
  );
  if (!ok) {
    failed++;
    console.log(readFileSync(result.log, "utf8").split("\n").slice(-60).join("\n"));
  }
}
rmSync(logs, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
