import { request as httpsRequest, Agent } from "node:https";
import { spareLoopback } from "../support/from-address";
import { expect, test } from "./support";

// Limits by the real client address through the proxy (issue 32): Caddy (deploy/Caddyfile) sends
// the client's address in X-Forwarded-For, PocketBase trusts that header from Caddy only
// (CHAEKDONGNE_TRUSTED_PROXIES; pb_hooks/core/client-address.js). Each client here is a loopback
// source address of its own, so the site sees them as different machines; the browsers of the
// other tests are 127.0.0.1.

const site = () => new URL(process.env.PROD_SITE_URL!);

/** A GET to the site over HTTPS from `source` (its own connections, kept alive), as a phone would. */
function getFrom(source: string, agent: Agent, path: string, headers: Record<string, string> = {}) {
  const url = site();
  return new Promise<number>((resolve, reject) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        port: url.port || 443,
        path,
        method: "GET",
        servername: url.hostname,
        headers: { host: url.host, ...headers },
        localAddress: source,
        agent,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

test("the per-address limits count the real client behind Caddy; a made-up X-Forwarded-For changes nothing", async () => {
  // The e-mail duplicate check: 300 per address in 10 minutes (production's number).
  const phone = spareLoopback();
  const agent = new Agent({ keepAlive: true, maxSockets: 10 });
  const check = (i: number) =>
    getFrom(phone, agent, `/api/accounts/availability?field=email&value=addr${i}@chaekdongne.kr`, {
      // What a client may write itself: another address per request, in every header that names one.
      "X-Forwarded-For": `198.51.100.${i % 250}`,
      "X-Real-IP": `203.0.113.${i % 250}`,
      Forwarded: `for=192.0.2.${i % 250}`,
    });
  const statuses: number[] = [];
  try {
    for (let i = 0; i < 305; i += 10)
      statuses.push(
        ...(await Promise.all(Array.from({ length: Math.min(10, 305 - i) }, (_, k) => check(i + k)))),
      );
  } finally {
    agent.destroy();
  }
  expect(statuses.filter((s) => s === 200)).toHaveLength(300);
  expect(statuses.filter((s) => s === 429)).toHaveLength(5);

  // Another phone through the same Caddy is not that one: Caddy's own address is not the client.
  const other = new Agent({ keepAlive: true });
  try {
    expect(
      await getFrom(
        spareLoopback(),
        other,
        "/api/accounts/availability?field=email&value=else@chaekdongne.kr",
      ),
    ).toBe(200);
  } finally {
    other.destroy();
  }
});
