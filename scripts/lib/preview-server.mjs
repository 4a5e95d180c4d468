// Starts `vite preview` for a built folder on a free port (benchmarks). Returns { url, stop }.
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT, freePort } from "./pocketbase-server.mjs";

export async function startPreview(outDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    path.join(ROOT, "node_modules", ".bin", "vite"),
    ["preview", "--outDir", outDir, "--port", String(port), "--strictPort", "--host", "127.0.0.1"],
    { cwd: ROOT, stdio: "ignore" },
  );
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  return { url, stop };
}
