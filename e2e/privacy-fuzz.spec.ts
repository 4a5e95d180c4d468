import fc from "fast-check";
import PocketBase from "pocketbase";
import { test, expect } from "./support/fixtures";
import { appendPicture } from "./support/images";
import { openRealtime } from "./support/realtime-raw";
import { TEST_SERVER_ENV } from "./support/test-server-env";
import { startPocketBase } from "../scripts/lib/pocketbase-server.mjs";
import { clubDetailPath } from "../src/features/clubs/api/club-detail-query";

// Property test of "no answer depends on a private value" (issue 11), against a real PocketBase
// of its own (no other test writes there, so any difference has one cause).
// fast-check generates filter/sort/expand/fields strings and realtime subscriptions from the
// schema's field and relation names mixed with quotes, backslashes, percent-escapes, JSON escapes,
// invisible and invalid bytes, and pieces of the app's own query shapes. Every request is sent as
// a visitor and as an unrelated member; then the victim's private values change (phone, birth,
// gender, application answer, chat message, room preview) and every request is sent again.
// Answers must be identical. Reproduce a run with FUZZ_SEED=<seed>; FUZZ_RUNS sets its size.

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const COLLECTIONS = [
  "users",
  "_pb_users_auth_",
  "bookReview",
  "comments",
  "socialing",
  "genres",
  "socialingQueryAnswer",
  "chattingRoom",
  "message",
  "vitals",
  "notifications",
  "blocks",
  "reports",
  "report_queue",
  "reported_members",
  "push_subscriptions",
  "push_jobs",
  "csp_reports",
  "socialingWaitlist",
];
const NAMES = [
  "id",
  "phone",
  "birth",
  "gender",
  "email",
  "username",
  "verified",
  "nickname",
  "tokenKey",
  "passwordHash",
  "text",
  "answer",
  "lastMessageText",
  "lastMessageAt",
  "title",
  "bookTitle",
  "detail",
  "content",
  "created",
  "writer",
  "author",
  "sender",
  "createUser",
  "applicant",
  "confirmUser",
  "like",
  "chattingRoom",
  "socialing",
  "users",
  "genre",
  "bookReviewId",
  "replyToId",
  "likePeoples",
  "answerUser",
  "participantSocialing",
  "member",
  "seq",
  "waitlistCount",
  "fromWaitlist",
  "socialingWaitlist_via_socialing",
  "socialing_via_genre",
  "message_via_chattingRoom",
  "socialingQueryAnswer_via_socialing",
  "comments_via_author",
  "bookReview_via_writer",
  "chattingRoom_via_socialing",
  "message_via_sender",
  "@request.auth.id",
  "@collection.users.phone",
];
const NOISE = [
  "'",
  '"',
  "\\",
  "\\'",
  "\\\\'",
  "%",
  "%25",
  "%27",
  "%70",
  "%FF",
  "%00",
  "\\u0070",
  "\u200b",
  "\u202e",
  "\u0000",
  "\n",
  " ",
  "&&",
  "||",
  "(",
  ")",
  ",",
  "+",
  ":",
  "?",
  "=",
  "~",
  "*",
  "망원역",
  "010",
  "a\\' '",
];
const OPS = ["=", "!=", "~", "!~", "?=", "?~", ">", "<", ">=", "?!="];
// Pieces of the app's own shapes, so generated strings sit next to what the allowlist accepts.
const APP_FILTERS = [
  "bookTitle ~ 'x'",
  "chattingRoom = '{room}'",
  "users.id ?= '{me}'",
  "replyToId = '{comment}'",
  "(genre = 'genre0000000001')",
  "dateTime >= '2026-01-01 00:00:00.000Z'",
];

// Paths to private values and a test that holds for the first round's values only.
const PRIVATE_PATHS: Record<string, [string, string][]> = {
  users: [
    ["phone", "~'010%'"],
    ["birth", "<'1995-01-01'"],
    ["gender", "='female'"],
  ],
  bookReview: [
    ["writer.phone", "~'010%'"],
    ["writer.birth", "<'1995-01-01'"],
    ["writer.gender", "='female'"],
  ],
  comments: [
    ["author.phone", "~'010%'"],
    ["bookReviewId.writer.gender", "='female'"],
  ],
  socialing: [
    ["applicant.phone", "?~'010%'"],
    ["answer.answer", "?~'하나'"],
    ["socialingQueryAnswer_via_socialing.answer", "?~'하나'"],
    ["chattingRoom.lastMessageText", "~'하나'"],
    ["chattingRoom.message_via_chattingRoom.text", "?~'망원'"],
    ["chattingRoom.users.birth", "?<'1995-01-01'"],
    ["socialingWaitlist_via_socialing.answer", "?~'하나'"],
  ],
  socialingWaitlist: [
    ["answer", "~'하나'"],
    ["socialing.socialingWaitlist_via_socialing.answer", "?~'하나'"],
  ],
  genres: [
    ["socialing_via_genre.applicant.phone", "?~'010%'"],
    ["socialing_via_genre.chattingRoom.message_via_chattingRoom.text", "?~'망원'"],
  ],
  message: [["sender.phone", "~'010%'"]],
  chattingRoom: [
    ["users.phone", "?~'010%'"],
    ["lastMessageText", "~'하나'"],
  ],
  socialingQueryAnswer: [
    ["answer", "~'하나'"],
    ["answerUser.gender", "='female'"],
  ],
};
// Ways earlier guards were bypassed: an escaped backslash before a quote, an app shape in front.
const WRAPPERS = [
  "X",
  "id!='a\\\\' ' && X && id!='x'",
  "bookTitle ~ 'a\\' ' || X || bookTitle ~ 'b'",
  "(X)",
  "X && id != ''",
];

interface World {
  url: string;
  admin: PocketBase;
  victim: { id: string };
  stranger: { id: string; token: string };
  ids: Record<string, string>;
}

/** One generated request: a records-API query, or a realtime subscription string. */
type Probe = { kind: "http"; route: string } | { kind: "realtime"; subscription: string };

function arbitraries(world: World) {
  const fill = (s: string) =>
    s
      .replace("{room}", world.ids.room)
      .replace("{me}", world.stranger.id)
      .replace("{comment}", world.ids.comment);
  const name = fc.constantFrom(...NAMES);
  const pathArb = fc.array(name, { minLength: 1, maxLength: 4 }).map((a) => a.join("."));
  const guess = fc.oneof(
    fc.constantFrom("010", "0101", "1990", "male", "female", "비밀", "망원", "e2e", world.victim.id),
    fc.string({ maxLength: 6 }),
  );
  const quote = fc.constantFrom("'", '"');
  const literal = fc
    .tuple(quote, guess, fc.constantFrom("", "%", "\\"))
    .map(([q, g, tail]) => `${q}${g}${tail}${q}`);
  const comparison = fc.tuple(pathArb, fc.constantFrom(...OPS), literal).map(([p, op, v]) => `${p}${op}${v}`);
  const joined = fc
    .array(fc.oneof(comparison, fc.constantFrom(...APP_FILTERS).map(fill)), { minLength: 1, maxLength: 3 })
    .map((parts) => parts.join(" && "));
  // Insert noise anywhere.
  const noisy = fc
    .tuple(joined, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...NOISE)), { maxLength: 3 }))
    .map(([text, inserts]) => {
      let out = text;
      for (const [at, piece] of inserts) {
        const i = at % (out.length + 1);
        out = out.slice(0, i) + piece + out.slice(i);
      }
      return out;
    });
  // Real relation paths from each collection to a private value, with guesses that hold for the
  // first round's values only (so a leak shows up as a difference), in known bypass wrappers.
  const attack = fc
    .tuple(
      fc.constantFrom(
        ...Object.entries(PRIVATE_PATHS).flatMap(([c, paths]) => paths.map((p) => [c, p] as const)),
      ),
      fc.constantFrom(...WRAPPERS),
      fc.boolean(),
    )
    .map(([[c, [path, test]], wrap, upper]) => ({
      collection: c,
      filter: wrap.replace("X", `${upper ? path.toUpperCase() : path}${test}`),
    }));
  const sortArb = fc
    .array(
      fc.tuple(fc.constantFrom("", "-", "+"), pathArb).map(([s, p]) => s + p),
      { minLength: 1, maxLength: 2 },
    )
    .map((a) => a.join(","));
  const expandArb = fc.array(pathArb, { minLength: 1, maxLength: 3 }).map((a) => a.join(","));
  // Raw query encoding: mostly proper, sometimes a piece left raw (percent tricks reach the server as typed).
  const encode = fc
    .boolean()
    .map(
      (raw) => (v: string) =>
        raw ? v.replace(/ /g, "%20").replace(/&/g, "%26").replace(/#/g, "%23") : encodeURIComponent(v),
    );
  const params = fc.record(
    {
      filter: noisy,
      sort: sortArb,
      expand: expandArb,
      fields: expandArb,
      perPage: fc.constantFrom("1", "10", "500", "1000"),
    },
    { requiredKeys: [] },
  );
  const collection = fc.constantFrom(...COLLECTIONS);
  const viewId = fc.constantFrom(
    world.victim.id,
    world.ids.club,
    world.ids.room,
    world.ids.answer,
    world.ids.review,
    world.ids.comment,
    world.ids.message,
    world.ids.waiting,
  );
  const http: fc.Arbitrary<Probe> = fc
    .tuple(collection, fc.option(viewId, { nil: undefined }), params, encode, fc.boolean())
    .map(([c, id, p, enc, twice]) => {
      const q = Object.entries(p).map(([k, v]) => `${k}=${enc(String(v))}`);
      if (twice && q.length) q.push(q[0]); // repeated parameter
      return {
        kind: "http",
        route: `/api/collections/${c}/records${id ? `/${id}` : ""}${q.length ? `?${q.join("&")}` : ""}`,
      };
    });
  const topic = fc
    .tuple(collection, fc.option(viewId, { nil: undefined }))
    .map(([c, id]) => `${c}/${id ?? "*"}`);
  const optionsJson = fc
    .record({ filter: noisy, expand: expandArb, fields: expandArb }, { requiredKeys: [] })
    .chain((query) =>
      fc.constantFrom(
        JSON.stringify({ query }),
        JSON.stringify({ Query: query }),
        JSON.stringify({ query, z: "%FF" }),
        JSON.stringify({ query, headers: { x: "1" } }),
      ),
    );
  const realtime: fc.Arbitrary<Probe> = fc
    .tuple(topic, optionsJson, fc.constantFrom("encode", "raw", "mixed"))
    .map(([t, json, how]) => {
      const opts =
        how === "encode"
          ? encodeURIComponent(json)
          : how === "raw"
            ? json
            : encodeURIComponent(json).replace(/%70/g, "p").replace("phone", "%70hone");
      return { kind: "realtime", subscription: `${t}?options=${opts}` };
    });
  const attackHttp: fc.Arbitrary<Probe> = fc
    .tuple(
      attack,
      encode,
      fc.constantFrom("", "&fields=id", "&sort=-created,-id&expand=writer", "&skipTotal=1"),
    )
    .map(([a, enc, extra]) => ({
      kind: "http",
      route: `/api/collections/${a.collection}/records?filter=${enc(a.filter)}${extra}`,
    }));
  const attackRealtime: fc.Arbitrary<Probe> = fc
    .tuple(attack, fc.constantFrom("plain", "invalid-byte", "percent-name"))
    .map(([a, how]) => {
      const json = encodeURIComponent(JSON.stringify({ query: { filter: a.filter } }));
      const options =
        how === "plain"
          ? json
          : how === "invalid-byte"
            ? `${json.slice(0, -2)},%22z%22:%22%FF%22}}`
            : json.replace(/p(hone)/, "%70$1");
      return { kind: "realtime", subscription: `${a.collection}/*?options=${options}` };
    });
  return fc.oneof(
    { arbitrary: http, weight: 2 },
    { arbitrary: attackHttp, weight: 2 },
    { arbitrary: realtime, weight: 1 },
    { arbitrary: attackRealtime, weight: 1 },
  );
}

async function buildWorld(url: string, admin: PocketBase): Promise<World> {
  const signup = async (key: string) => {
    const n = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
    const email = `fuzz-${key}-${n}@chaekdongne.kr`;
    const pb = new PocketBase(url);
    await pb.collection("users").create({
      email,
      password: "test1234!",
      passwordConfirm: "test1234!",
      nickname: `퍼${key}${n}`.slice(0, 10),
      phone: `010${n}`,
      birth: "1990-03-04 00:00:00.000Z",
      gender: "female",
    });
    const auth = await pb.collection("users").authWithPassword(email, "test1234!");
    return { id: auth.record.id, token: auth.token, pb };
  };
  const [victim, host, stranger] = [await signup("v"), await signup("h"), await signup("s")];
  const cover = new FormData();
  for (const [k, v] of Object.entries({
    writer: victim.id,
    bookTitle: "퍼즈",
    title: "퍼즈 리뷰",
    detail: "<p>열 글자가 넘는 본문이에요.</p>",
  }))
    cover.append(k, v);
  await appendPicture(cover, "cover");
  const review = await victim.pb.collection("bookReview").create(cover);
  const comment = await victim.pb
    .collection("comments")
    .create({ bookReviewId: review.id, author: victim.id, content: "퍼즈 댓글" });
  const club = new FormData();
  for (const [k, v] of Object.entries({
    genre: "genre0000000001",
    title: "퍼즈 모임",
    detail: "설명이에요.",
    dateTime: new Date(Date.now() + 864e5).toISOString(),
    limitPerson: "5",
    query: "왜요?",
    createUser: host.id,
  }))
    club.append(k, v);
  await appendPicture(club, "club");
  const clubRec = await admin.collection("socialing").create(club);
  const room = await admin.collection("chattingRoom").create({
    socialing: clubRec.id,
    users: [host.id, victim.id],
  });
  const answer = await admin
    .collection("socialingQueryAnswer")
    .create({ socialing: clubRec.id, answerUser: victim.id, answer: "비밀 답변 하나 열 글자 넘게" });
  await admin
    .collection("socialing")
    .update(clubRec.id, { chattingRoom: room.id, applicant: [victim.id], answer: [answer.id] });
  const message = await admin
    .collection("message")
    .create({ chattingRoom: room.id, sender: victim.id, text: "망원역 비밀 메시지 하나" });
  const waiting = await admin
    .collection("socialingWaitlist")
    .create({ socialing: clubRec.id, member: victim.id, answer: "대기 비밀 답변 하나 열 글자 넘게", seq: 1 });
  return {
    url,
    admin,
    victim,
    stranger,
    ids: {
      review: review.id,
      comment: comment.id,
      club: clubRec.id,
      room: room.id,
      answer: answer.id,
      message: message.id,
      waiting: waiting.id,
    },
  };
}

/** The victim's private values, second version (everything a leak could depend on). */
async function changePrivateValues(world: World) {
  const { admin, ids, victim } = world;
  await admin
    .collection("users")
    .update(victim.id, { phone: "01999999999", birth: "2001-12-31 00:00:00.000Z", gender: "male" });
  await admin
    .collection("socialingQueryAnswer")
    .update(ids.answer, { answer: "전혀 다른 비밀 답변 둘이에요" });
  await admin.collection("message").update(ids.message, { text: "강남역 다른 비밀 둘" });
  await admin.collection("socialingWaitlist").update(ids.waiting, { answer: "전혀 다른 대기 비밀 둘이에요" });
}

/** Timestamps differ between the two rounds by nature; everything else must not. */
const normalize = (text: string) => text.replace(/"(created|updated)":"[^"]*"/g, '"$1":""');

async function answer(world: World, probe: Probe, token?: string): Promise<string> {
  if (probe.kind === "http") {
    try {
      const res = await fetch(`${world.url}${probe.route}`, {
        headers: token ? { Authorization: token } : {},
      });
      return `${res.status} ${normalize(await res.text())}`;
    } catch (error) {
      return `fetch failed ${String(error)}`; // a URL no client could send; the same both times
    }
  }
  const rt = await openRealtime(world.url, token);
  try {
    return `subscribe ${await rt.subscribe([probe.subscription])}`;
  } finally {
    rt.close();
  }
}

test.describe.configure({ mode: "serial" });

test("no answer, over HTTP or realtime, depends on a member's private values", async () => {
  test.setTimeout(150_000);
  const server = await startPocketBase({ extraEnv: TEST_SERVER_ENV });
  try {
    const admin = new PocketBase(server.url);
    await admin.admins.authWithPassword(server.admin.email, server.admin.password);
    const world = await buildWorld(server.url, admin);
    // The app's own shapes first (answered, so their data is compared too), then generated ones.
    const { ids, victim } = world;
    const q = (filter: string) => encodeURIComponent(filter);
    const appShapes: Probe[] = [
      { kind: "http", route: `/api/collections/users/records/${victim.id}` },
      {
        kind: "http",
        route: "/api/collections/bookReview/records?page=1&perPage=10&sort=-created,-id&expand=writer",
      },
      { kind: "http", route: `/api/collections/bookReview/records/${ids.review}?expand=writer` },
      {
        kind: "http",
        route: clubDetailPath(ids.club),
      },
      {
        kind: "http",
        route: `/api/collections/comments/records?filter=${q(`bookReviewId = '${ids.review}' && replyToId = ''`)}&sort=-created,-id&expand=author`,
      },
      {
        kind: "http",
        route: `/api/collections/message/records?filter=${q(`chattingRoom = '${ids.room}'`)}&sort=-created,-id&expand=sender`,
      },
      {
        kind: "realtime",
        subscription: `message/*?options=${q(JSON.stringify({ query: { filter: `chattingRoom = '${ids.room}'` } }))}`,
      },
      { kind: "realtime", subscription: `chat/${ids.room}` }, // accepted in form, held by members only
      { kind: "realtime", subscription: `socialing/${ids.club}` },
      // The line (issue 34): a stranger and a visitor get nothing of it, whatever the answers are.
      { kind: "http", route: `/api/clubs/${ids.club}/waitlist` },
      { kind: "http", route: "/api/chaekdongne/my-waitlist" },
    ];
    const probes = appShapes.concat(fc.sample(arbitraries(world), { numRuns: RUNS, seed: SEED }));
    const actors = [undefined, world.stranger.token];

    const round = async () => {
      const out: string[] = [];
      for (const probe of probes) for (const token of actors) out.push(await answer(world, probe, token));
      return out;
    };
    // Live subscriptions: whatever an outsider is allowed to hold receives the same events.
    const listen = async () => {
      const rt = await openRealtime(server.url, world.stranger.token);
      const accepted = [];
      for (const probe of probes)
        if (probe.kind === "realtime" && (await rt.subscribe([probe.subscription])) === 204)
          accepted.push(probe.subscription);
      await rt.subscribe([...accepted, `socialing/${world.ids.club}`]);
      return rt;
    };

    // Public events are triggered by rewriting the same public text, so both rounds see the same data.
    await admin.collection("socialing").update(world.ids.club, { detail: "공개 설명이 바뀌었어요 하나" });
    const rt1 = await listen();
    const first = await round();
    await admin.collection("socialing").update(world.ids.club, { detail: "공개 설명이 바뀌었어요 하나" });
    await expect.poll(() => rt1.events.length).toBeGreaterThan(0);
    rt1.close();

    await changePrivateValues(world);
    await admin.collection("socialing").update(world.ids.club, { detail: "공개 설명이 바뀌었어요 하나" });
    const rt2 = await listen();
    const second = await round();
    await admin.collection("socialing").update(world.ids.club, { detail: "공개 설명이 바뀌었어요 하나" });
    await expect.poll(() => rt2.events.length).toBeGreaterThan(0);
    rt2.close();

    const differing = first.flatMap((a, i) =>
      a === second[i]
        ? []
        : [
            `${JSON.stringify(probes[Math.floor(i / 2)])}\n  before: ${a.slice(0, 200)}\n  after:  ${second[i].slice(0, 200)}`,
          ],
    );
    expect(differing, `seed ${SEED}`).toEqual([]);
    expect(rt2.events.map(normalize)).toEqual(rt1.events.map(normalize));
    // Both kinds of answers were compared: some probes were answered, most were refused.
    expect(first.filter((a) => /^2\d\d /.test(a)).length).toBeGreaterThan(0);
    expect(first.filter((a) => /^(subscribe )?4\d\d/.test(a)).length).toBeGreaterThan(RUNS);
    const allText = first.concat(second, rt1.events, rt2.events).join("\n");
    for (const secret of ["비밀 답변", "망원역", "강남역", "미리보기", "01999999999", "2001-12-31"])
      expect(allText).not.toContain(secret);
  } finally {
    await server.stop();
  }
});

// Other spellings of the app's own paths (issue 24): PocketBase resolves a collection without
// letter case and after percent-decoding, so every spelling but the app's must be refused alike,
// whatever the route, the caller and the data.
const NOT_FOUND = '404 {"code":404,"message":"Not Found.","data":{}}\n';
const APP_PATHS = [
  "/api/collections/users/records",
  "/api/collections/users/records/{victim}",
  "/api/collections/bookReview/records",
  "/api/collections/bookReview/records/{review}",
  "/api/collections/comments/records",
  "/api/collections/socialing/records/{club}",
  "/api/collections/message/records",
  "/api/collections/chattingRoom/records/{room}",
  "/api/collections/users/auth-with-password",
  "/api/collections/users/auth-refresh",
  "/api/collections/users/request-password-reset",
  "/api/files/_pb_users_auth_/{victim}/x.webp",
  "/api/clubs/{club}/like",
  "/api/chaekdongne/reviews/{review}/comment-count",
  "/api/accounts/availability",
];

/** A spelling of `path`: some letters flipped in case, some characters percent-encoded (maybe none). */
function spellingArb(path: string) {
  const chars = [...path];
  const edits = fc.array(
    fc.tuple(fc.nat(chars.length - 1), fc.constantFrom("case", "escape", "escape-lower")),
    {
      maxLength: 4,
    },
  );
  return edits.map((list) => {
    const out = chars.map((c) => c);
    for (const [at, how] of list) {
      const c = chars[at];
      if (c === "/" || c === "{" || c === "}") continue;
      if (how === "case") out[at] = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
      else {
        const hex = c.charCodeAt(0).toString(16).padStart(2, "0");
        out[at] = `%${how === "escape" ? hex.toUpperCase() : hex}`;
      }
    }
    return out.join("");
  });
}

test("every other spelling of the app's paths is the one 404, for a visitor and a member", async () => {
  test.setTimeout(120_000);
  const server = await startPocketBase({ extraEnv: TEST_SERVER_ENV });
  try {
    const admin = new PocketBase(server.url);
    await admin.admins.authWithPassword(server.admin.email, server.admin.password);
    const world = await buildWorld(server.url, admin);
    const fill = (p: string) =>
      p
        .replace("{victim}", world.victim.id)
        .replace("{review}", world.ids.review)
        .replace("{club}", world.ids.club)
        .replace("{room}", world.ids.room);
    const probes = fc.sample(
      fc
        .tuple(fc.constantFrom(...APP_PATHS), fc.constantFrom("GET", "POST", "PATCH", "DELETE"))
        .chain(([path, method]) => spellingArb(path).map((spelled) => ({ path, spelled, method }))),
      { numRuns: RUNS, seed: SEED },
    );
    const wrong: string[] = [];
    let respelled = 0;
    for (const { path, spelled, method } of probes) {
      // Only a different spelling is under test (a case flip of a letter in an id is another id).
      if (spelled === path) continue;
      respelled++;
      for (const token of [undefined, world.stranger.token]) {
        const res = await fetch(`${server.url}${fill(spelled)}`, {
          method,
          headers: { ...(token ? { Authorization: token } : {}), "Content-Type": "application/json" },
          body: method === "GET" ? undefined : "{}",
        });
        const got = `${res.status} ${await res.text()}`;
        if (got !== NOT_FOUND)
          wrong.push(`${method} ${spelled} (${token ? "member" : "visitor"}) -> ${got.slice(0, 120)}`);
      }
    }
    expect(wrong, `seed ${SEED}`).toEqual([]);
    expect(respelled).toBeGreaterThan(RUNS / 2);
  } finally {
    await server.stop();
  }
});

// Look-alike nicknames (issue 24): whatever is added or swapped, a name a reader cannot tell from
// a taken one is taken (or refused), never available.
const HOMOGLYPHS: Record<string, string[]> = {
  a: ["\u0430", "\u03b1", "\uff41"],
  e: ["\u0435", "\u03b5", "\uff45"],
  o: ["\u043e", "\u03bf", "\uff4f"],
  p: ["\u0440", "\u03c1"],
  c: ["\u0441", "\u03f2"],
  x: ["\u0445", "\u03c7"],
  i: ["\u0456", "\u03b9"],
  R: ["\uff32"],
  d: ["\u0501", "\uff44"],
};
const INVISIBLES = [
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\u202e",
  "\u2066",
  "\u00ad",
  "\u3164",
  "\ufe0f",
  "\u180e",
];
const SPACES = ["\u00a0", "\u3000", "  ", "\u2003"];

test("no look-alike of a taken nickname is available: case, homoglyphs, full width, invisible and odd spaces", async () => {
  test.setTimeout(120_000);
  const server = await startPocketBase({ extraEnv: TEST_SERVER_ENV });
  try {
    const taken = ["Reader7", "책벌레ace"];
    for (const [i, nickname] of taken.entries()) {
      const n = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
      await new PocketBase(server.url).collection("users").create({
        email: `lookalike-${i}-${n}@chaekdongne.kr`,
        password: "test1234!",
        passwordConfirm: "test1234!",
        nickname,
        phone: `010${n}`,
        birth: "1990-03-04 00:00:00.000Z",
        gender: "female",
      });
    }
    const variant = fc
      .tuple(
        fc.constantFrom(...taken),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom("case", "homoglyph", "invisible", "space")), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.nat(),
      )
      .map(([name, edits, pick]) => {
        let chars = [...name];
        for (const [at, how] of edits) {
          const i = at % chars.length;
          const c = chars[i];
          if (how === "case") chars[i] = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
          else if (how === "homoglyph" && HOMOGLYPHS[c])
            chars[i] = HOMOGLYPHS[c][pick % HOMOGLYPHS[c].length];
          else if (how === "invisible")
            chars = [...chars.slice(0, i), INVISIBLES[pick % INVISIBLES.length], ...chars.slice(i)];
          else if (how === "space") chars = [SPACES[pick % SPACES.length], ...chars];
        }
        return chars.join("");
      });
    const free: string[] = [];
    for (const nickname of fc.sample(variant, { numRuns: RUNS, seed: SEED })) {
      const res = await fetch(
        `${server.url}/api/accounts/availability?field=nickname&value=${encodeURIComponent(nickname)}`,
      );
      const body = (await res.json()) as { available?: boolean };
      if (res.status === 200 && body.available !== false) free.push(JSON.stringify(nickname));
    }
    expect(free, `seed ${SEED}`).toEqual([]);
  } finally {
    await server.stop();
  }
});
