// Who the client is, as the per-address limits count it (core/abuse-limits.js, vitals/lib.js).
// Load inside a handler: require(`${__hooks}/core/client-address.js`). docs/security.md
// "Client address" says why each rule is there.
//
// - The TCP peer, unless it is a trusted proxy (CHAEKDONGNE_TRUSTED_PROXIES: exact addresses and
//   CIDRs, IPv4 and IPv6, separated by commas or spaces; e.g. "127.0.0.1,::1" for Caddy on the
//   same machine, "172.16.0.0/12" for Caddy anywhere on a Docker network).
// - Behind trusted proxies: the right-most X-Forwarded-For hop that no trusted proxy added. Hops
//   to its left are whatever the client wrote, so a made-up header never names anyone.
// - IPv6 clients count by their /64: a phone or home gets a whole /64 and may use any address in it.

/** [a, b, c, d] for dotted IPv4 text, else null. */
function parseV4(text) {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const out = [];
  for (let i = 0; i < 4; i++) {
    if (!/^\d{1,3}$/.test(parts[i])) return null;
    const n = Number(parts[i]);
    if (n > 255) return null;
    out.push(n);
  }
  return out;
}

/** 16 bytes for IPv6 text (with "::" and a dotted IPv4 tail), else null. */
function parseV6(raw) {
  let text = raw;
  const lastColon = text.lastIndexOf(":");
  if (text.slice(lastColon + 1).indexOf(".") >= 0) {
    // A dotted IPv4 tail (::ffff:192.0.2.1) is the last two words.
    const v4 = parseV4(text.slice(lastColon + 1));
    if (!v4) return null;
    const word = (hi, lo) => ((hi << 8) | lo).toString(16);
    text = `${text.slice(0, lastColon + 1)}${word(v4[0], v4[1])}:${word(v4[2], v4[3])}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (s) => (s === "" ? [] : s.split(":"));
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  const groups = head.concat(tail);
  for (let i = 0; i < groups.length; i++) if (!/^[0-9a-fA-F]{1,4}$/.test(groups[i])) return null;
  const zeros = 8 - groups.length;
  if (halves.length === 1 ? zeros !== 0 : zeros < 1) return null;
  const words = head.slice();
  for (let i = 0; i < zeros; i++) words.push("0");
  const bytes = [];
  words.concat(tail).forEach((g) => {
    const n = parseInt(g, 16);
    bytes.push(n >> 8, n & 255);
  });
  return bytes;
}

/**
 * An address as {bytes} (4 for IPv4, 16 for IPv6), from text as peers and proxies write it:
 * "[v6]:port", "v4:port", a zone ("%eth0"), an IPv4-mapped IPv6 (an IPv4 client). Else null.
 */
function parseIp(raw) {
  let text = String(raw || "").trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.replace(/:\d+$/, "");
  text = text.replace(/%.*$/, "");
  if (text.indexOf(":") < 0) {
    const v4 = parseV4(text);
    return v4 ? { bytes: v4 } : null;
  }
  const v6 = parseV6(text);
  if (!v6) return null;
  // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket.
  const mapped = v6.slice(0, 10).every((b) => b === 0) && v6[10] === 255 && v6[11] === 255;
  return mapped ? { bytes: v6.slice(12) } : { bytes: v6 };
}

/** {bytes, bits} for "address" or "address/bits", else null. */
function parseRange(entry) {
  const [addr, bitsText, extra] = String(entry).split("/");
  if (extra !== undefined) return null;
  const ip = parseIp(addr);
  if (!ip || addr.indexOf("[") >= 0) return null;
  const max = ip.bytes.length * 8;
  if (bitsText === undefined) return { bytes: ip.bytes, bits: max };
  if (!/^\d{1,3}$/.test(bitsText) || Number(bitsText) > max) return null;
  return { bytes: ip.bytes, bits: Number(bitsText) };
}

function inRange(range, ip) {
  if (!ip || range.bytes.length !== ip.bytes.length) return false;
  for (let bit = 0; bit < range.bits; bit += 8) {
    const take = Math.min(8, range.bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if ((range.bytes[bit / 8] & mask) !== (ip.bytes[bit / 8] & mask)) return false;
  }
  return true;
}

let cached = { text: null, ranges: [] };
/** The trusted proxies (entries it cannot read are left out, and printed once per VM). */
function trustedRanges() {
  const text = String($os.getenv("CHAEKDONGNE_TRUSTED_PROXIES") || "");
  if (cached.text === text) return cached.ranges;
  const ranges = [];
  const unreadable = [];
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .forEach((entry) => {
      const range = parseRange(entry);
      if (range) ranges.push(range);
      else unreadable.push(entry);
    });
  // To the console, not $app.logger(): this runs inside the limits' lock on the logs database
  // (core/abuse-limits.js serialized), where a log write could wait for that same lock.
  if (unreadable.length) console.error(`CHAEKDONGNE_TRUSTED_PROXIES: ignored ${unreadable.join(",")}`);
  cached = { text, ranges };
  return ranges;
}

const trusted = (ranges, ip) => ranges.some((r) => inRange(r, ip));

/** "192.0.2.1" for IPv4; the /64 for IPv6 ("2001:db8:5:6::/64"); other text as it came. */
function keyOf(ip, raw) {
  if (!ip)
    return String(raw || "")
      .trim()
      .toLowerCase()
      .slice(0, 100);
  const b = ip.bytes;
  if (b.length === 4) return b.join(".");
  const words = [];
  for (let i = 0; i < 8; i += 2) words.push(((b[i] << 8) | b[i + 1]).toString(16));
  return `${words.join(":")}::/64`;
}

/** The key the limits count an address under (see keyOf). */
function limitKey(address) {
  return keyOf(parseIp(address), address);
}

/** The client of this request (PocketBase's echo context), as its limit key. */
function clientAddress(c) {
  const req = c.request();
  const peerText = String(req.remoteAddr || "");
  const peer = parseIp(peerText);
  const ranges = trustedRanges();
  if (!trusted(ranges, peer)) return keyOf(peer, peerText);
  const lines = req.header.values
    ? req.header.values("X-Forwarded-For")
    : [req.header.get("X-Forwarded-For")];
  const hops = [];
  for (let i = 0; i < (lines ? lines.length : 0); i++)
    String(lines[i] || "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .forEach((hop) => hops.push(hop));
  if (!hops.length) return keyOf(peer, peerText);
  for (let i = hops.length - 1; i >= 0; i--) {
    const ip = parseIp(hops[i]);
    if (!trusted(ranges, ip)) return keyOf(ip, hops[i]);
  }
  return keyOf(parseIp(hops[0]), hops[0]);
}

module.exports = { parseIp, parseRange, inRange, limitKey, clientAddress };
