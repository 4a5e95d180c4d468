import { test, expect, adminClient, createMember, PB_URL, type Member } from "./support/fixtures";
import { appendPicture } from "./support/images";
import { benchRoutes } from "./support/bench-routes";
import { createPrivacyWorld, type PrivacyWorld } from "./support/privacy";
import { mailsTo, MAILDEV } from "./support/mail";

// Deny by default for the whole HTTP surface (issue 24, pb_hooks/core/routes.js, docs/security.md).
// The server's own route table drives the sweep: every route the running PocketBase has (its
// built-ins included, so a route an upgrade adds is probed too), every collection in several
// spellings (name, id, upper, lower, flipped case, percent-encoded), our own routes with an
// escaped or re-cased segment, as a visitor and as a member. Only the app's routes, spelled the
// app's way, may answer anything but PocketBase's 404 for an unknown path, byte for byte.

// PocketBase's JSON encoder ends every answer with a newline.
const NOT_FOUND = '{"code":404,"message":"Not Found.","data":{}}\n';

interface LiveRoute {
  method: string;
  path: string;
  access: string;
}
interface Probe {
  method: string;
  url: string;
  allowed: boolean; // for a visitor or a member, spelled this way
  body?: Record<string, unknown>;
  marker?: string; // a value that must exist afterwards only if the probe was allowed
}

let world: PrivacyWorld;
let routes: LiveRoute[];
let pbAllowed: string[];
let collections: { name: string; id: string }[];
let files: Record<string, { recordId: string; filename: string }>; // a real stored file per collection

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  world = await createPrivacyWorld();
  const admin = await adminClient();
  const table = await admin.send<{ items: LiveRoute[]; allowed: string[] }>("/api/chaekdongne/routes", {});
  routes = table.items;
  pbAllowed = table.allowed;
  collections = (await admin.collections.getFullList()).map((c) => ({ name: c.name, id: c.id }));
  const avatar = new FormData();
  await appendPicture(avatar, "avatar");
  const b = await admin.collection("users").update(world.b.id, avatar);
  const review = await admin.collection("bookReview").getOne(world.reviewId);
  const club = await admin.collection("socialing").getOne(world.clubId);
  files = {
    users: { recordId: b.id, filename: b.img },
    bookReview: { recordId: review.id, filename: review.img },
    socialing: { recordId: club.id, filename: club.img },
  };
});

const flipFirst = (s: string) =>
  (s[0] === s[0].toUpperCase() ? s[0].toLowerCase() : s[0].toUpperCase()) + s.slice(1);
const escapeFirst = (s: string) => `%${s.charCodeAt(0).toString(16).toUpperCase()}${s.slice(1)}`;

/** The collection segment in every spelling, with the form the app uses (name, or id for files). */
function collectionSpellings(c: { name: string; id: string }) {
  return [
    c.name,
    c.id,
    c.name.toUpperCase(),
    c.name.toLowerCase(),
    flipFirst(c.name),
    escapeFirst(c.name),
    escapeFirst(c.id),
  ]
    .filter((s, i, all) => all.indexOf(s) === i)
    .map((spelling) => ({ spelling, form: spelling === c.name ? "name" : spelling === c.id ? "id" : "" }));
}

function fillParams(path: string, collection?: string) {
  const ids: Record<string, string> = {
    users: world.b.id,
    bookReview: world.reviewId,
    comments: world.commentId,
    socialing: world.clubId,
    chattingRoom: world.roomId,
  };
  const file = (collection && files[collection]) || files.bookReview;
  return path
    .replace(":id", (collection && ids[collection]) || world.clubId)
    .replace(":recordId", file.recordId)
    .replace(":filename", file.filename)
    .replace(":provider", "google")
    .replace(":key", "backup.zip")
    .replace(":userId", world.b.id)
    .replace(":roomId", world.roomId)
    .replace("*", "anything");
}

let serial = 0;
/** A body that would succeed where the route lets it: a sign-up, a nickname change, an email change. */
function bodyFor(method: string, path: string, collection?: string) {
  if (method !== "POST" && method !== "PATCH") return {};
  const marker = `rp${Date.now().toString(36).slice(-5)}${(serial++).toString(36)}`;
  if (collection === "users" && path.endsWith("/records"))
    return {
      marker,
      body: {
        email: `${marker}@chaekdongne.kr`,
        password: "test1234!",
        passwordConfirm: "test1234!",
        nickname: marker,
        phone: `010${String(Date.now() + serial).slice(-8)}`,
        birth: "1990-01-01 00:00:00.000Z",
        gender: "female",
      },
    };
  if (collection === "users" && path.endsWith("/records/:id")) return { marker, body: { nickname: marker } };
  if (path.endsWith("/request-email-change")) return { body: { newEmail: `${marker}@chaekdongne.kr` } };
  return { body: {} };
}

// Methods fetch() itself refuses to send, and OPTIONS: PocketBase's CORS middleware answers every
// preflight before routing, alike for every path (its own test below).
const UNSENDABLE = ["CONNECT", "TRACE", "TRACK", "OPTIONS"];

function probesOf(route: LiveRoute): Probe[] {
  if (route.access === "static" || UNSENDABLE.includes(route.method)) return [];
  const out: Probe[] = [];
  if (route.path.includes(":collection")) {
    for (const c of collections) {
      for (const { spelling, form } of collectionSpellings(c)) {
        const canonical = form === "name" ? c.name : form === "id" ? `{id:${c.name}}` : "";
        const key = `${route.method} ${route.path.replace(":collection", canonical)}`;
        const allowed = !!canonical && route.access === "pocketbase" && pbAllowed.includes(key);
        const path = route.path.replace(":collection", spelling);
        const { body, marker } = bodyFor(route.method, route.path, c.name);
        out.push({ method: route.method, url: fillParams(path, c.name), allowed, body, marker });
      }
    }
    return out;
  }
  const open = route.access === "anyone" || route.access === "member" || route.access === "pocketbase";
  const allowedCanonical =
    open && (route.access !== "pocketbase" || pbAllowed.includes(`${route.method} ${route.path}`));
  const url = fillParams(route.path);
  const { body } = bodyFor(route.method, route.path);
  out.push({ method: route.method, url, allowed: allowedCanonical, body });
  // Other spellings of the same route: an escaped letter, a re-cased segment, an escaped id.
  const segments = url.split("/"); // ["", "api", "clubs", ...]
  if (segments.length > 2 && segments[2]) {
    const escaped = [...segments];
    escaped[2] = escapeFirst(segments[2]);
    out.push({ method: route.method, url: escaped.join("/"), allowed: false, body });
    const recased = [...segments];
    recased[2] = segments[2].toUpperCase();
    if (recased[2] !== segments[2])
      out.push({ method: route.method, url: recased.join("/"), allowed: false, body });
  }
  const idAt = segments.findIndex((s) => /^[a-z0-9]{15}$/.test(s));
  if (idAt > 0) {
    const escaped = [...segments];
    escaped[idAt] = escapeFirst(segments[idAt]);
    out.push({ method: route.method, url: escaped.join("/"), allowed: false, body });
  }
  return out;
}

async function send(probe: Probe, who: Member | null) {
  const controller = new AbortController();
  const body = probe.body && probe.method !== "GET" && probe.method !== "HEAD" ? probe.body : undefined;
  const res = await fetch(`${PB_URL()}${probe.url}`, {
    method: probe.method,
    headers: {
      ...(who ? { Authorization: who.token } : {}),
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: controller.signal,
  });
  // The realtime stream stays open: its headers are the answer.
  if ((res.headers.get("content-type") ?? "").includes("text/event-stream")) {
    controller.abort();
    return { status: res.status, text: "(stream)" };
  }
  return { status: res.status, text: await res.text() };
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

test("every route the server has is classified in pb_hooks/core/routes.js", () => {
  expect(routes.length).toBeGreaterThan(40);
  // This server also has the admin-only test routes (startPocketBase({ benchHooks: true })), which
  // pb_hooks/ never names: unclassified here, so the sweep below expects the 404 from them for
  // visitors and members. Anything else unclassified is a route nobody decided about.
  const bench = benchRoutes().map((r) => `${r.method} ${r.path}`);
  const unclassified = routes.filter((r) => r.access === "unclassified").map((r) => `${r.method} ${r.path}`);
  expect(unclassified.filter((key) => !bench.includes(key))).toEqual([]);
  expect(bench.filter((key) => !unclassified.includes(key))).toEqual([]);
  // The table names what the app calls on PocketBase's own routes, spelled the app's way.
  expect(pbAllowed).toContain("GET /api/collections/bookReview/records");
  expect(pbAllowed).toContain("GET /api/files/{id:bookReview}/:recordId/:filename");
});

test("only the app's routes, spelled the app's way, answer: everything else is the one 404", async () => {
  const probes = routes.flatMap(probesOf);
  expect(probes.length).toBeGreaterThan(1000);
  const wrong: string[] = [];
  let allowedSeen = 0;
  // DELETEs last: the member (world.a) hosts the world's club, and a route reading it (HEAD of
  // GET /api/clubs/:id/waitlist) answers a bodiless 404 once DELETE /api/clubs/:id removed it.
  const ordered = [
    ...probes.filter((p) => p.method !== "DELETE"),
    ...probes.filter((p) => p.method === "DELETE"),
  ];
  for (const who of [null, world.a]) {
    await inBatches(ordered, 12, async (probe) => {
      const res = await send(probe, who);
      const refused = res.status === 404 && (probe.method === "HEAD" || res.text === NOT_FOUND);
      if (probe.allowed) allowedSeen++;
      if (probe.allowed === refused)
        wrong.push(
          `${who ? "member" : "visitor"} ${probe.method} ${probe.url} -> ${res.status} ${res.text.slice(0, 120)}`,
        );
    });
  }
  expect(wrong).toEqual([]);
  expect(allowedSeen).toBeGreaterThan(40);

  // Nothing a refused request carried was stored (sign-ups and nickname changes sent to other
  // spellings of the users paths); the control: the sign-up sent to the app's own path was.
  const admin = await adminClient();
  const stored = await admin
    .collection("users")
    .getFullList({ filter: "nickname ~ 'rp'", fields: "nickname" });
  const storedNames = new Set(stored.map((u) => u.nickname as string));
  const marked = probes.filter((p) => p.marker);
  expect(
    marked.filter((p) => !p.allowed && storedNames.has(p.marker!)).map((p) => `${p.method} ${p.url}`),
  ).toEqual([]);
  const signup = marked.find((p) => p.allowed && p.method === "POST");
  expect(signup && storedNames.has(signup.marker!)).toBe(true);
});

test("a CORS preflight says the same for the app's routes and for paths that do not exist", async () => {
  const preflight = async (route: string) => {
    const res = await fetch(`${PB_URL()}${route}`, {
      method: "OPTIONS",
      headers: { Origin: "http://127.0.0.1:5173", "Access-Control-Request-Method": "POST" },
    });
    const headers: string[] = [];
    res.headers.forEach((value, key) => {
      if (key !== "date") headers.push(`${key}: ${value}`);
    });
    return JSON.stringify([res.status, headers, await res.text()]);
  };
  const known = await preflight("/api/collections/bookReview/records");
  for (const route of [
    "/api/collections/BookReview/records",
    "/api/nothing",
    "/api/settings",
    "/api/%61dmins",
  ]) {
    expect(await preflight(route), route).toBe(known);
  }
});

test("nicknames that read the same are one nickname: case, full width, look-alike letters; invisible ones refused", async () => {
  const base = `Ab${Date.now().toString(36).slice(-5)}`; // Latin, so case and look-alikes apply
  const owner = await createMember({ nickname: base });
  const other = await createMember();
  const lookAlikes = [
    base.toLowerCase(),
    base.toUpperCase(),
    base.replace(/[A-Za-z0-9]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)), // full width
    base.replace("A", "\u0410"), // Cyrillic А
    ` ${base}  `,
  ];
  const invisible = [
    `${base}\u200b`,
    `\u202e${base}`,
    `${base.slice(0, 2)}\u2066${base.slice(2)}`,
    `${base}\ufeff`,
  ];
  for (const nickname of lookAlikes) {
    const check = await fetch(
      `${PB_URL()}/api/accounts/availability?field=nickname&value=${encodeURIComponent(nickname)}`,
    );
    expect(await check.json(), nickname).toEqual({ available: false });
    const patch = await fetch(`${PB_URL()}/api/collections/users/records/${other.id}`, {
      method: "PATCH",
      headers: { Authorization: other.token, "Content-Type": "application/json" },
      body: JSON.stringify({ nickname }),
    });
    expect(patch.status, nickname).toBe(400);
    expect((await patch.json()).message).toBe("이미 사용 중인 닉네임이에요.");
  }
  for (const nickname of invisible) {
    const patch = await fetch(`${PB_URL()}/api/collections/users/records/${other.id}`, {
      method: "PATCH",
      headers: { Authorization: other.token, "Content-Type": "application/json" },
      body: JSON.stringify({ nickname }),
    });
    expect(patch.status, JSON.stringify(nickname)).toBe(400);
    expect((await patch.json()).message).toBe("보이지 않는 문자나 방향 제어 문자는 닉네임에 쓸 수 없어요.");
  }
  const admin = await adminClient();
  expect((await admin.collection("users").getOne(other.id)).nickname).toBe(other.nickname);
  expect((await admin.collection("users").getOne(owner.id)).nickname).toBe(base);
});

test("emails are stored lower-case and private whatever the sign-up says; a login in capitals works", async () => {
  const id = Date.now().toString(36);
  const typed = `Mixed.Case-${id}@ChaekDongne.KR`;
  const res = await fetch(`${PB_URL()}/api/collections/users/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: typed,
      emailVisibility: true,
      password: "test1234!",
      passwordConfirm: "test1234!",
      nickname: `메일${id.slice(-6)}`,
      phone: `010${String(Date.now()).slice(-8)}`,
      birth: "1990-01-01 00:00:00.000Z",
      gender: "male",
    }),
  });
  expect(res.status).toBe(200);
  const { id: userId } = (await res.json()) as { id: string };
  const stored = await (await adminClient()).collection("users").getOne(userId);
  expect(stored.email).toBe(typed.toLowerCase());
  expect(stored.emailVisibility).toBe(false);
  // The same address in other capitals is the same account.
  const again = await fetch(
    `${PB_URL()}/api/accounts/availability?field=email&value=${encodeURIComponent(typed.toUpperCase())}`,
  );
  expect(await again.json()).toEqual({ available: false });
  const login = await fetch(`${PB_URL()}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ identity: typed, password: "test1234!" }),
  });
  expect(login.status).toBe(200);
});

test("no member can change their e-mail or make the server mail an address of their choosing", async () => {
  const member = await createMember();
  const target = `chosen-${Date.now().toString(36)}@chaekdongne.kr`;
  const users = collections.find((c) => c.name === "users")!;
  for (const { spelling } of collectionSpellings(users)) {
    for (const path of ["request-email-change", "confirm-email-change", "request-verification"]) {
      const res = await fetch(`${PB_URL()}/api/collections/${spelling}/${path}`, {
        method: "POST",
        headers: { Authorization: member.token, "Content-Type": "application/json" },
        body: JSON.stringify({ newEmail: target, email: target, token: "x", password: member.password }),
      });
      expect(`${res.status} ${await res.text()}`, `${spelling}/${path}`).toBe(`404 ${NOT_FOUND}`);
    }
  }
  // Fence: a mail the app does send to the member arrives; nothing ever went to the chosen address.
  const subject = "[책동네] 이메일 주소를 인증해주세요";
  const before = (await mailsTo(member.email, subject, 0)).length; // a signup's, if it made one
  const resend = await fetch(`${PB_URL()}/api/accounts/verification`, {
    method: "POST",
    headers: { Authorization: member.token },
  });
  expect(resend.status).toBe(200);
  await mailsTo(member.email, subject, before + 1);
  const all = (await (await fetch(`${MAILDEV()}/api/email`)).json()) as { to: { address: string }[] }[];
  expect(all.filter((m) => m.to.some((t) => t.address === target))).toEqual([]);
  const stored = await (await adminClient()).collection("users").getOne(member.id);
  expect(stored.email).toBe(member.email);
});
