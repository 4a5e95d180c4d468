import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadHookModule } from "./support/pb-hook-module";

// pb_hooks/core/abuse-limits.js runs inside PocketBase's JS VM; here it runs against a stand-in for
// $app.store() (a Map) and $os.getenv, with a fake clock.
type Limits = {
  hit: (key: string, limit: number, windowMs: number) => boolean;
  allowLookup: (c: unknown) => boolean;
  allowMail: (kind: string, c: unknown, userId: string) => boolean;
  loginWait: (c: unknown, identity: string) => number;
  loginSucceeded: (c: unknown, identity: string) => void;
  loginReset: (identity: string) => void;
};

function loadLimits(env: Record<string, string> = {}) {
  const data = new Map<string, unknown>();
  return { limits: loadHookModule<Limits>("core/abuse-limits.js", { env, store: data }), data };
}

const peer = (addr: string, member = "") => ({
  request: () => ({ remoteAddr: `${addr}:5555`, header: { get: () => "", values: () => [] } }),
  get: (key: string) => (key === "authRecord" && member ? { id: member } : null),
});

/** How many times `attempt` passes before it is refused (at most `max`). */
const passes = (attempt: () => boolean, max = 1000) => {
  let n = 0;
  while (n < max && attempt()) n++;
  return n;
};

describe("abuse limits", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("never allows more than the limit within one window, across a window boundary too", () => {
    const { limits } = loadLimits();
    vi.setSystemTime(60_000 * 1000 + 59_000); // one second before a whole minute
    let allowed = 0;
    for (let i = 0; i < 300; i++) if (limits.hit("k", 300, 60_000)) allowed++;
    vi.setSystemTime(60_000 * 1001 + 1_000); // two seconds later, in the next calendar minute
    for (let i = 0; i < 300; i++) if (limits.hit("k", 300, 60_000)) allowed++;
    expect(allowed).toBe(300);
    // A full window after the first burst, the budget is back.
    vi.setSystemTime(60_000 * 1001 + 59_001);
    expect(limits.hit("k", 300, 60_000)).toBe(true);
  });

  it("budgets are per key", () => {
    const { limits } = loadLimits();
    vi.setSystemTime(1_000_000);
    for (let i = 0; i < 3; i++) expect(limits.hit("a", 3, 1000)).toBe(true);
    expect(limits.hit("a", 3, 1000)).toBe(false);
    expect(limits.hit("b", 3, 1000)).toBe(true);
  });

  it("forgets clients that went quiet, so memory does not grow with every address ever seen", () => {
    const { limits, data } = loadLimits();
    vi.setSystemTime(5_000_000);
    for (let i = 0; i < 500; i++) limits.hit(`vitals:10.0.${i >> 8}.${i & 255}`, 300, 60_000);
    vi.setSystemTime(5_000_000 + 11 * 60_000);
    limits.hit("vitals:10.9.9.9", 300, 60_000);
    expect(data.size).toBeLessThan(10);
  });

  it("address login failures are counted in a rolling window too", () => {
    const { limits } = loadLimits({ CHAEKDONGNE_LOGIN_FAILURES_PER_10MIN: "30" });
    vi.setSystemTime(600_000 * 500 + 599_000); // one second before a 10-minute boundary
    for (let i = 0; i < 30; i++) expect(limits.loginWait(peer("192.0.2.1"), `a${i}@x.kr`)).toBe(0);
    vi.setSystemTime(600_000 * 501 + 1_000);
    expect(limits.loginWait(peer("192.0.2.1"), "next@x.kr")).toBeGreaterThan(0);
    expect(limits.loginWait(peer("192.0.2.2"), "next@x.kr")).toBe(0);
  });

  it("wrong passwords from one address never lock the owner out of another", () => {
    const { limits } = loadLimits();
    vi.setSystemTime(7_000_000);
    const attacker = peer("198.51.100.7");
    const waits = Array.from({ length: 7 }, () => limits.loginWait(attacker, "owner@x.kr"));
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waits[5]).toBe(0); // the 6th is still checked (and fails), then the back-off starts
    expect(waits[6]).toBeGreaterThan(0);
    // The owner, from home: not throttled at all.
    expect(limits.loginWait(peer("203.0.113.9"), "owner@x.kr")).toBe(0);
    // Unknown emails behave alike: nothing tells whether an account exists.
    const ghost = Array.from({ length: 7 }, () => limits.loginWait(attacker, "ghost@x.kr"));
    expect(ghost.map((w) => w > 0)).toEqual(waits.map((w) => w > 0));
  });

  it("many addresses guessing one account leave it open to the addresses that signed in before", () => {
    const { limits } = loadLimits({ CHAEKDONGNE_LOGIN_ACCOUNT_FAILURES_PER_HOUR: "20" });
    vi.setSystemTime(9_000_000);
    const home = peer("203.0.113.1");
    expect(limits.loginWait(home, "owner@x.kr")).toBe(0);
    limits.loginSucceeded(home, "owner@x.kr"); // the owner signed in from home once
    for (let i = 0; i < 20; i++) expect(limits.loginWait(peer(`198.51.100.${i}`), "owner@x.kr")).toBe(0);
    expect(limits.loginWait(peer("198.51.100.99"), "owner@x.kr")).toBeGreaterThan(0);
    expect(limits.loginWait(home, "owner@x.kr")).toBe(0);
    // A password reset by e-mail opens it again for a new address.
    limits.loginReset("Owner@x.kr");
    expect(limits.loginWait(peer("192.0.2.50"), "owner@x.kr")).toBe(0);
  });

  it("per address only wide outer caps: a crowd behind one NAT does not use them up for each other", () => {
    const { limits } = loadLimits();
    vi.setSystemTime(11_000_000);
    const nat = "203.0.113.50";
    // Members' own lookups (nickname checks) count per member: one member's 60 leave the others theirs.
    expect(passes(() => limits.allowLookup(peer(nat, "member-a")))).toBe(60);
    expect(passes(() => limits.allowLookup(peer(nat, "member-b")))).toBe(60);
    // Visitors have no account: per address, 300 in 10 minutes, members' lookups included.
    expect(passes(() => limits.allowLookup(peer(nat)))).toBe(180);
    expect(limits.allowLookup(peer(nat, "member-c"))).toBe(false);
    expect(limits.allowLookup(peer("203.0.113.51"))).toBe(true);
    // Failed logins: 100 per address in 10 minutes, 5 free per (e-mail, address).
    expect(passes(() => limits.loginWait(peer(nat), `m${Math.random()}@x.kr`) === 0)).toBe(100);
    // Mails: 3 per member, 100 per address.
    expect(passes(() => limits.allowMail("reset", peer(nat), "u1"))).toBe(3);
    let members = 0;
    while (limits.allowMail("reset", peer(nat), `u${members + 2}`)) members++;
    expect(members).toBe(97);
  });
});
