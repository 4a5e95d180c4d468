// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundlePushSender, superviseSender } from "../scripts/lib/push-sender.mjs";
import { pocketBaseEnv, senderOptions } from "../scripts/lib/release-stack.mjs";
import { acquireStack, pidAlive, requestStack, stackState } from "../scripts/lib/stack-control.mjs";

// The push sender in npm run prod's stack (docs/deployment.md "The push sender"): each release runs
// its own bundle, the supervisor restarts a crashed sender and moves it with PocketBase, and it sees
// only the variables it needs. e2e/prod/deploy.spec.ts delivers a push across a real port switch.
const work = mkdtempSync(path.join(tmpdir(), "push-sender-stack-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const until = async (check: () => boolean, ms = 10_000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe("a release's sender bundle", () => {
  it("runs outside the checkout without node_modules and makes the VAPID keys in the data dir", () => {
    const entry = path.join(work, "release", "push-sender", "main.mjs");
    expect(bundlePushSender(entry)).toBe(0);
    const dataDir = path.join(work, "pb_data");
    // It starts, makes its keys, finds no PocketBase (nothing listens on port 1) and keeps trying.
    const run = spawnSync(process.execPath, [entry], {
      cwd: path.dirname(entry),
      env: { PATH: process.env.PATH, PB_URL: "http://127.0.0.1:1", PB_DATA_DIR: dataDir },
      timeout: 3000,
      encoding: "utf8",
    });
    expect(run.stderr).not.toMatch(/Cannot find (module|package)/);
    const keys = path.join(dataDir, "push", "vapid.json");
    expect(JSON.parse(readFileSync(keys, "utf8"))).toMatchObject({ publicKey: expect.any(String) });
    expect(statSync(keys).mode & 0o777).toBe(0o600);
  }, 60_000);
});

describe("the supervisor", () => {
  // A stand-in sender: records each start's PocketBase URL, exits when told to.
  const entry = path.join(work, "fake-sender.mjs");
  const starts = path.join(work, "starts.txt");
  writeFileSync(
    entry,
    `import { appendFileSync, existsSync, rmSync } from "node:fs";
appendFileSync(${JSON.stringify(starts)}, process.env.PB_URL + " " + process.pid + "\\n");
const crash = ${JSON.stringify(path.join(work, "crash"))};
setInterval(() => { if (existsSync(crash)) { rmSync(crash); process.exit(3); } }, 20);`,
  );
  const lines = () => (existsSync(starts) ? readFileSync(starts, "utf8").trim().split("\n") : []);

  it("starts the sender again when it dies, and moves it to another PocketBase on restart()", async () => {
    const logs: string[] = [];
    const sender = superviseSender({
      entry,
      pbUrls: ["http://127.0.0.1:8091"],
      dataDir: work,
      log: (l: string) => logs.push(l),
    });
    try {
      await until(() => lines().length === 1);
      const first = sender.state().pid;
      writeFileSync(path.join(work, "crash"), "");
      await until(() => lines().length === 2);
      expect(logs.join("\n")).toContain("push sender stopped on its own (3)");
      expect(sender.state().pid).not.toBe(first);
      expect(lines()[1]).toMatch(/^http:\/\/127\.0\.0\.1:8091 /);

      await sender.restart({ pbUrls: ["http://127.0.0.1:8092"] });
      await until(() => lines().length === 3);
      expect(lines()[2]).toMatch(/^http:\/\/127\.0\.0\.1:8092 /);
      expect(sender.state().pbUrls).toEqual(["http://127.0.0.1:8092"]);
    } finally {
      await sender.stop();
    }
    // Stopped on purpose: not started again.
    await new Promise((r) => setTimeout(r, 1500));
    expect(lines()).toHaveLength(3);
    expect(sender.state().pid).toBeNull();
  }, 30_000);

  // npm run prod's wiring (scripts/prod.mjs): the sender's every change rewrites run/stack.json,
  // and `status` on run/control.sock answers the live sender. Before, a crash restart left the
  // file naming the dead sender's pid (which the system may give to another process).
  it("run/stack.json and the stack's status name the restarted sender; stopping stops that one", async () => {
    const root = path.join(work, "stack-root");
    const dirs = { root, run: path.join(root, "run") };
    let sender: ReturnType<typeof superviseSender> | null = null;
    const lock = await acquireStack(dirs, async (_message: unknown, reply: (o: object) => void) =>
      reply({ done: true, ok: true, pushSender: sender?.state() ?? null }),
    );
    const named = (): number | null => stackState(dirs)?.pushSender?.pid ?? null;
    try {
      sender = superviseSender({
        entry,
        pbUrls: ["http://127.0.0.1:8091"],
        dataDir: work,
        log: () => {},
        onChange: (state) => lock!.writeState({ pid: process.pid, pushSender: state }),
      });
      await until(() => named() !== null);
      const first = named()!;
      expect(pidAlive(first)).toBe(true);

      process.kill(first, "SIGKILL"); // a crash
      await until(() => named() !== null && named() !== first);
      const second = named()!;
      expect(pidAlive(first)).toBe(false);
      expect(pidAlive(second)).toBe(true);
      await until(() => !!lines().at(-1)?.endsWith(` ${second}`)); // the new sender itself says so
      expect((await requestStack(dirs, { cmd: "status" })).pushSender.pid).toBe(second);

      await sender.stop();
      expect(pidAlive(second)).toBe(false);
      expect(named()).toBeNull();
    } finally {
      await sender?.stop();
      lock!.release();
    }
    expect(stackState(dirs)).toBeNull();
  }, 30_000);
});

describe("what the stack gives the sender", () => {
  const root = path.join(work, "data");
  const dirs = {
    root,
    pbData: path.join(root, "pb_data"),
    run: path.join(root, "run"),
    releases: path.join(root, "releases"),
    current: path.join(root, "current"),
  };
  const config = {
    dirs,
    rawEnv: {
      PATH: "/usr/bin",
      SMTP_PASSWORD: "smtp-secret",
      CHAEKDONGNE_BACKUP_S3_SECRET: "s3-secret",
      CHAEKDONGNE_PUSH_SUBJECT: "mailto:ops@chaekdongne.kr",
    },
  };
  const release = { id: "r1", pushSender: "abc", binary: "bin/pocketbase" };

  it("the release's own bundle, PocketBase where it runs now, and none of the operator's other secrets", () => {
    const options = senderOptions(config, {
      release,
      site: "https://chaekdongne.kr",
      pbUrl: "http://127.0.0.1:8092",
      quiet: true,
    });
    expect(options?.entry).toBe(path.join(dirs.releases, "r1", "push-sender", "main.mjs"));
    expect(options?.pbUrls).toEqual(["http://127.0.0.1:8092"]);
    expect(options?.dataDir).toBe(dirs.pbData);
    const seen = JSON.stringify({ ...options?.baseEnv, ...options?.env });
    expect(seen).not.toContain("smtp-secret");
    expect(seen).not.toContain("s3-secret");
    expect(options?.env).toMatchObject({
      APP_URL: "https://chaekdongne.kr",
      CHAEKDONGNE_PUSH_SUBJECT: "mailto:ops@chaekdongne.kr",
    });
  });

  it("the account file PocketBase writes is the one the sender reads, in the data root but not in pb_data (backups)", () => {
    const options = senderOptions(config, {
      release,
      site: "https://chaekdongne.kr",
      pbUrl: "x",
      quiet: true,
    });
    const file = pocketBaseEnv(config, { site: "https://chaekdongne.kr" }).CHAEKDONGNE_PUSH_ACCOUNT_FILE;
    expect(options?.env.CHAEKDONGNE_PUSH_ACCOUNT_FILE).toBe(file);
    expect(file.startsWith(`${root}/`)).toBe(true);
    expect(file.startsWith(`${dirs.pbData}/`)).toBe(false);
  });

  it("a release built before the sender existed runs none", () => {
    expect(
      senderOptions(config, {
        release: { ...release, pushSender: undefined },
        site: "https://x.kr",
        pbUrl: "x",
        quiet: true,
      }),
    ).toBeNull();
  });
});
