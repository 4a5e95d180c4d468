// Small statistics helpers for the benchmark and vitals scripts.
import { readFileSync } from "node:fs";

/** Resident memory of a process in MB (Linux /proc; NaN once it has exited). */
export function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Nearest-rank percentile (p in 0..100) of a list of numbers; NaN for an empty list. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (values) => percentile(values, 50);

/** Prints rows (objects with the same keys) as an aligned text table. */
export function printTable(rows) {
  if (!rows.length) return;
  const keys = Object.keys(rows[0]);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(width[i])).join("  ");
  console.log(line(keys));
  console.log(line(width.map((w) => "-".repeat(w))));
  for (const r of rows) console.log(line(keys.map((k) => r[k])));
}
