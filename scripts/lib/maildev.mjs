// A local SMTP server that keeps every message (maildev, from npm) for dev and tests: nothing is
// delivered to real people. Its HTTP API (GET /api/email) is how e2e reads the mail.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, freePort } from "./pocketbase-server.mjs";

/**
 * Returns { smtpPort, url, env, stop }; env is what PocketBase needs to send through it. Ports
 * not given are picked free; should another process take one first (maildev exits), it starts
 * again on new ones.
 */
export async function startMaildev({ smtpPort, webPort } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce({ smtpPort, webPort });
    } catch (error) {
      const picked = smtpPort === undefined || webPort === undefined;
      if (!picked || attempt >= 3 || !/exited/.test(String(error))) throw error;
    }
  }
}

async function startOnce({ smtpPort, webPort }) {
  const smtp = smtpPort ?? (await freePort());
  const web = webPort ?? (await freePort());
  const mailDir = mkdtempSync(path.join(tmpdir(), "chaekdongne-mail-"));
  const child = spawn(
    path.join(ROOT, "node_modules", ".bin", "maildev"),
    [
      "--smtp",
      String(smtp),
      "--ip",
      "127.0.0.1",
      "--web",
      String(web),
      "--web-ip",
      "127.0.0.1",
      "--mail-directory",
      mailDir,
    ],
    { stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${web}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) {
      rmSync(mailDir, { recursive: true, force: true });
      throw new Error(`maildev exited with ${child.exitCode}`);
    }
    if (
      await fetch(`${url}/api/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error("maildev did not start"); // ~2 min: slow on a loaded machine
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    smtpPort: smtp,
    url,
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp),
      MAIL_SENDER_ADDRESS: "no-reply@chaekdongne.local",
    },
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(mailDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}
