// `npm run test:e2e:stress`: the flake check of issue 12. Runs the whole e2e suite three times in
// a row (no retries: playwright.config.ts keeps `retries: 0`) while two CPU-burning processes
// run beside it, and stops at the first failure. The burners are plain busy loops in child
// processes; they are stopped (by their own pid) however the run ends.
//   node scripts/stress-e2e.mjs [runs=3] [-- extra playwright args]
import { fork, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const split = args.indexOf("--");
const runs = Number((split === -1 ? args : args.slice(0, split))[0] ?? 3);
const extra = split === -1 ? [] : args.slice(split + 1);

if (process.env.STRESS_BURNER === "1") {
  // A burner: keeps one core busy in 50 ms slices; exits when its parent goes away.
  process.on("disconnect", () => process.exit(0));
  const burn = () => {
    const until = Date.now() + 50;
    while (Date.now() < until) Math.sqrt(Math.random());
    setImmediate(burn);
  };
  burn();
} else {
  await main();
}

async function main() {
  const self = fileURLToPath(import.meta.url);
  const burners = [0, 1].map(() =>
    fork(self, [], { env: { ...process.env, STRESS_BURNER: "1" }, stdio: "ignore" }),
  );
  const stopBurners = () => {
    for (const b of burners) if (b.exitCode === null && b.pid) process.kill(b.pid, "SIGKILL");
  };
  process.on("exit", stopBurners);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

  let status = 0;
  for (let i = 1; i <= runs && status === 0; i++) {
    const started = Date.now();
    console.log(
      `\n=== stress run ${i}/${runs} (2 CPU burners: pids ${burners.map((b) => b.pid).join(", ")}) ===`,
    );
    status = spawnSync(process.execPath, ["scripts/e2e.mjs", ...extra], { stdio: "inherit" }).status ?? 1;
    console.log(
      `=== run ${i}: ${status === 0 ? "passed" : `FAILED (exit ${status})`} in ${Math.round((Date.now() - started) / 1000)} s ===`,
    );
  }
  stopBurners();
  console.log(status === 0 ? `\nStress check passed: ${runs} runs in a row.` : "\nStress check failed.");
  process.exit(status);
}
