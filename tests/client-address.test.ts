// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loadHookModule } from "./support/pb-hook-module";

// pb_hooks/core/client-address.js: who the client is behind our proxies, and the key the
// per-address limits count it under (docs/security.md "Client address").
type ClientAddress = {
  clientAddress: (c: unknown) => string;
  limitKey: (address: string) => string;
};

const load = (trusted = "") =>
  loadHookModule<ClientAddress>("core/client-address.js", {
    env: trusted ? { CHAEKDONGNE_TRUSTED_PROXIES: trusted } : {},
  });

/** A request as PocketBase's context shows it: the TCP peer and the X-Forwarded-For lines. */
const request = (remoteAddr: string, ...forwarded: string[]) => ({
  request: () => ({
    remoteAddr,
    header: {
      get: (name: string) => (name.toLowerCase() === "x-forwarded-for" ? (forwarded[0] ?? "") : ""),
      values: (name: string) => (name.toLowerCase() === "x-forwarded-for" ? forwarded : []),
    },
  }),
});

describe("client address", () => {
  it("is the TCP peer when the peer is not a trusted proxy: a header names nobody", () => {
    const m = load("127.0.0.1");
    expect(m.clientAddress(request("198.51.100.7:5555", "203.0.113.1"))).toBe("198.51.100.7");
    expect(m.clientAddress(request("198.51.100.7:5555"))).toBe("198.51.100.7");
    // No trusted proxies at all: even loopback's header is ignored.
    expect(load().clientAddress(request("127.0.0.1:4000", "203.0.113.1"))).toBe("127.0.0.1");
  });

  it("trusts proxies by CIDR: a Docker network's Caddy at any address in it", () => {
    const m = load("172.16.0.0/12, 10.0.0.0/8");
    expect(m.clientAddress(request("172.18.0.3:41000", "203.0.113.9"))).toBe("203.0.113.9");
    expect(m.clientAddress(request("172.31.255.254:41000", "203.0.113.9"))).toBe("203.0.113.9");
    expect(m.clientAddress(request("10.200.1.1:41000", "203.0.113.9"))).toBe("203.0.113.9");
    // Just outside 172.16.0.0/12.
    expect(m.clientAddress(request("172.32.0.1:41000", "203.0.113.9"))).toBe("172.32.0.1");
    expect(m.clientAddress(request("172.15.255.255:41000", "203.0.113.9"))).toBe("172.15.255.255");
  });

  it("takes the right-most hop no trusted proxy added: hops a client wrote itself are ignored", () => {
    const m = load("127.0.0.1,10.0.0.0/8");
    // The client wrote "1.1.1.1, 2.2.2.2"; Caddy appended the real peer; an inner proxy appended its own.
    expect(m.clientAddress(request("127.0.0.1:1", "1.1.1.1, 2.2.2.2, 203.0.113.5, 10.0.0.7"))).toBe(
      "203.0.113.5",
    );
    // Several header lines count as one list, in order.
    expect(m.clientAddress(request("127.0.0.1:1", "1.1.1.1", "203.0.113.5"))).toBe("203.0.113.5");
    // Every hop trusted (a request from the proxies' own network): the first one.
    expect(m.clientAddress(request("127.0.0.1:1", "10.0.0.9, 10.0.0.7"))).toBe("10.0.0.9");
    // A trusted peer that names no one is the client itself.
    expect(m.clientAddress(request("127.0.0.1:1"))).toBe("127.0.0.1");
    // Something that is not an address, right of the real hops: it is where trust ends.
    expect(m.clientAddress(request("127.0.0.1:1", "203.0.113.5, unknown"))).toBe("unknown");
  });

  it("reads IPv6: peers in brackets, CIDRs, hops with ports, zones and IPv4-mapped forms", () => {
    const m = load("::1, fd00::/8, 127.0.0.1");
    expect(m.clientAddress(request("[::1]:8443", "2001:db8:aa:bb:1:2:3:4"))).toBe("2001:db8:aa:bb::/64");
    expect(m.clientAddress(request("[fd12:3456::9]:8443", "[2001:db8::1]:5000"))).toBe("2001:db8:0:0::/64");
    expect(m.clientAddress(request("[fe80::1%eth0]:8443", "203.0.113.1"))).toBe("fe80:0:0:0::/64");
    // An IPv4 client seen through a dual-stack socket is that IPv4 address.
    expect(m.clientAddress(request("[::ffff:127.0.0.1]:8443", "::ffff:203.0.113.44"))).toBe("203.0.113.44");
    expect(m.clientAddress(request("127.0.0.1:1", "203.0.113.44:61234"))).toBe("203.0.113.44");
    // A spoofed IPv6 hop from an untrusted IPv6 peer changes nothing.
    expect(m.clientAddress(request("[2001:db8:1:2::77]:1", "fd00::1"))).toBe("2001:db8:1:2::/64");
  });

  it("counts an IPv6 client by its /64, so rotating through one's own prefix gets no new budget", () => {
    const m = load();
    const keys = new Set(
      ["2001:db8:5:6::1", "2001:db8:5:6:ffff::2", "2001:DB8:5:6:0:0:0:abcd", "2001:0db8:0005:0006::9"].map(
        m.limitKey,
      ),
    );
    expect([...keys]).toEqual(["2001:db8:5:6::/64"]);
    expect(m.limitKey("2001:db8:5:7::1")).toBe("2001:db8:5:7::/64");
    expect(m.limitKey("::")).toBe("0:0:0:0::/64");
    expect(m.limitKey("192.0.2.1")).toBe("192.0.2.1");
    expect(m.limitKey("::ffff:c000:201")).toBe("192.0.2.1");
  });

  it("ignores trusted-proxy entries it cannot read rather than trusting more", () => {
    const m = load("not-an-ip, 300.1.1.1, 10.0.0.0/33, 10.0.0.0/8");
    expect(m.clientAddress(request("10.1.2.3:1", "203.0.113.1"))).toBe("203.0.113.1");
    expect(m.clientAddress(request("198.51.100.1:1", "203.0.113.1"))).toBe("198.51.100.1");
    // A CIDR's host bits do not widen it: 10.1.2.3/8 is 10.0.0.0/8.
    const n = load("10.1.2.3/8");
    expect(n.clientAddress(request("10.9.9.9:1", "203.0.113.1"))).toBe("203.0.113.1");
  });
});
