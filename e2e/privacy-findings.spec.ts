import {
  test,
  expect,
  adminClient,
  client,
  createMember,
  loginAs,
  PB_URL,
  type Member,
} from "./support/fixtures";
import { createPrivacyWorld, json, raw, SECRET_ANSWER } from "./support/privacy";
import { openRealtime, withOptions } from "./support/realtime-raw";

// Each finding of the privacy probe (issue 11) as its own raw-HTTP test: the attack's exact shape,
// sent as a visitor and as an unrelated member, must get an answer that does not depend on the
// private value (here: the same refusal for a right and a wrong guess).

const REFUSED = { code: 400, message: "허용되지 않은 요청이에요.", data: {} };

let b: Member;
let reviewId = "";
let clubId = "";
let roomId = "";
let stranger: Member;

test.beforeAll(async () => {
  ({ b, reviewId, clubId, roomId } = await createPrivacyWorld());
  stranger = await createMember();
  const admin = await adminClient();
  await admin
    .collection("message")
    .create({ chattingRoom: roomId, sender: b.id, text: "망원역 2번 출구에서 만나요" });
});

/** Right and wrong guesses must get byte-identical answers. */
async function expectNoOracle(route: (guess: string) => string, right: string, wrong: string) {
  for (const who of [null, stranger]) {
    const yes = await raw(who, route(right));
    const no = await raw(who, route(wrong));
    expect(yes.json, route(right)).toEqual(REFUSED);
    expect(no.text).toBe(yes.text);
  }
}

const list = (collection: string, filter: string, extra = "") =>
  `/api/collections/${collection}/records?fields=id&filter=${encodeURIComponent(filter)}${extra}`;

test("1. the filter parser differential (escaped backslash before a quote) reaches nothing", async () => {
  const phone = b.phone;
  await expectNoOracle(
    (g) => list("bookReview", `id!='a\\\\' ' && writer='${b.id}' && writer.phone~'${g}%' && id!='x'`),
    phone.slice(0, 4),
    "0190",
  );
  // Inside an otherwise valid app shape (the title search) too.
  await expectNoOracle(
    (g) =>
      list(
        "bookReview",
        `bookTitle ~ 'a\\' ' || writer.phone ~ '${g}%' || bookTitle ~ 'b'`,
        "&sort=-created,-id&expand=writer",
      ),
    phone.slice(0, 4),
    "0190",
  );
  // Birth, gender, username, commenters, applicants, the host through genres, room members, answers.
  const probes: [string, string, string][] = [
    ["bookReview", `writer.birth>'1900-01-01'`, `writer.birth>'2999-01-01'`],
    ["comments", `author.gender='male' || author.gender='female'`, `author.gender='x'`],
    ["comments", `author.username!=''`, `author.username='x'`],
    ["socialing", `applicant.phone?~'${phone.slice(0, 4)}'`, `applicant.phone?~'0190'`],
    ["genres", `socialing_via_genre.createUser.phone?~'0'`, `socialing_via_genre.createUser.phone?~'x'`],
    ["socialing", `answer.answer?~'${SECRET_ANSWER.slice(0, 4)}'`, `answer.answer?~'없는말'`],
    [
      "socialing",
      `socialingQueryAnswer_via_socialing.answer?~'${SECRET_ANSWER.slice(0, 4)}'`,
      `socialingQueryAnswer_via_socialing.answer?~'없는말'`,
    ],
  ];
  for (const [collection, right, wrong] of probes) {
    await expectNoOracle((g) => list(collection, g), right, wrong);
  }
});

test("2. private chat is not reachable through relations from public collections", async () => {
  await expectNoOracle(
    (g) => list("socialing", `chattingRoom.message_via_chattingRoom.text?~'${g}'`),
    "망원역",
    "강남역",
  );
  // When a room last spoke (the preview text itself is no longer stored: docs/security.md).
  await expectNoOracle((g) => list("socialing", `chattingRoom.lastMessageAt~'${g}'`), "20", "19");
  await expectNoOracle(
    (g) => list("genres", `socialing_via_genre.chattingRoom.users.phone?~'${g}'`),
    b.phone.slice(0, 5),
    "01900",
  );
  // Sort is the same oracle as filter.
  for (const sort of ["chattingRoom.lastMessageAt", "-createUser.phone", "answer.answer"]) {
    expect(
      (await raw(null, `/api/collections/socialing/records?sort=${encodeURIComponent(sort)}`)).json,
    ).toEqual(REFUSED);
  }
});

test("3. realtime options cannot smuggle a filter past the check (invalid bytes, escapes, case)", async () => {
  const rt = await openRealtime(PB_URL(), stranger.token);
  try {
    const guess = `createUser.phone~'${b.phone.slice(0, 4)}%'`;
    const sneaky = [
      `socialing/*?options=${encodeURIComponent(`{"query":{"filter":"createUser.p`)}%68one~'0101%25'%22,%22z%22:%22%FF%22}}`,
      `socialing/*?options=${encodeURIComponent(JSON.stringify({ query: { filter: guess }, z: "x" })).replace("phone", "%70hone")}`,
      `socialing/*?z=%FF&options=${encodeURIComponent(JSON.stringify({ query: { filter: guess } }))}`,
      `socialing/*?options=${encodeURIComponent(JSON.stringify({ QUERY: { filter: guess } }))}`,
      `socialing/*?options=${encodeURIComponent(JSON.stringify({ query: { filter: guess } }))}&options=x`,
      `socialing/*?options=${encodeURIComponent(`{"query":{"filter":"createUser.\\u0070hone~'0101%'"}}`)}`,
      withOptions(`message/*`, { filter: `chattingRoom = '${roomId}' || sender.phone ~ '010%'` }),
      withOptions(`chat/${roomId}`, { filter: `sender.phone ~ '010%'` }),
      withOptions(`chat/${roomId}`, { expand: "sender" }),
      `chat/${roomId}?z=%FF`,
      `chat/${roomId.toUpperCase()}`,
      `socialing/${clubId}?options=${encodeURIComponent(JSON.stringify({ query: {}, headers: { authorization: b.token } }))}`,
    ];
    for (const sub of sneaky) expect(await rt.subscribe([sub]), sub).toBe(400);
    // The app's own shape is accepted (so the refusals above are about the shape).
    expect(await rt.subscribe([`chat/${roomId}`])).toBe(204);
  } finally {
    rt.close();
  }
});

test("3b. the server's own count topics are accepted only as the app spells them", async () => {
  const rt = await openRealtime(PB_URL(), stranger.token);
  try {
    // The server pushes a member's counts on these when they go live: another spelling must not be
    // a second way in that the push or a later check would read differently.
    for (const topic of ["inbox", "chatUnread", "notificationsUnread"]) {
      const variants = [
        topic.toLowerCase(),
        topic.toUpperCase(),
        topic[0].toUpperCase() + topic.slice(1),
        `%${topic.charCodeAt(0).toString(16)}${topic.slice(1)}`,
        `${topic}/`,
        `${topic}?x=1`,
        `${topic}?options=${encodeURIComponent(JSON.stringify({ query: {} }))}`,
        ` ${topic}`,
        `${topic} `,
        `${topic}\u0000`,
        topic.replace(/[ai]/, (c) => (c === "a" ? "\u0430" : "\u0456")), // a Cyrillic look-alike
      ].filter((v) => v !== topic);
      for (const variant of variants)
        expect(await rt.subscribe([variant]), JSON.stringify(variant)).toBe(400);
      expect(await rt.subscribe([topic]), topic).toBe(204);
    }
  } finally {
    rt.close();
  }
});

test("4. a message cannot be posted into someone else's room with a list of rooms", async () => {
  // The attacker is a member of a room of their own (another club's).
  const other = await createPrivacyWorld();
  const attacker = other.a;
  const own = other.roomId;
  const admin = await adminClient();
  const text = `침입 ${Date.now()}`;
  const asJson = await raw(attacker, "/api/collections/message/records", {
    method: "POST",
    ...json({ chattingRoom: [own, roomId], sender: attacker.id, text }),
  });
  expect(asJson.status).toBe(400);
  const fd = new FormData();
  fd.append("chattingRoom", own);
  fd.append("chattingRoom", roomId);
  fd.append("sender", attacker.id);
  fd.append("text", text);
  const asForm = await raw(attacker, "/api/collections/message/records", { method: "POST", body: fd });
  expect(asForm.status).toBe(400);
  const stored = await admin
    .collection("message")
    .getList(1, 1, { filter: admin.filter("text = {:text}", { text }) });
  expect(stored.totalItems).toBe(0);
});

test("5. enumeration: profile changes cannot probe other members' phones; signup shares the lookup budget", async () => {
  const member = await createMember();
  const res = await raw(member, `/api/collections/users/records/${member.id}`, {
    method: "PATCH",
    ...json({ phone: b.phone }),
  });
  expect(res.status).toBe(400);
  expect(res.text).not.toContain("validation_not_unique");
  const mine = await raw(member, `/api/collections/users/records/${member.id}`, {
    method: "PATCH",
    ...json({ phone: "01099999999" }),
  });
  expect(mine.text).toBe(res.text); // a free number and a taken one answer alike
});

test("7. look-alike nicknames are refused or normalized", async () => {
  const base = await createMember();
  const pb = client();
  const bad = [
    `${base.nickname}\u200b`,
    "\u200b\u200b",
    "\u202e관리자",
    "닉\u0000네임",
    "\u3164\u3164",
    `${base.nickname.slice(0, 9)}\ufe0f`,
  ];
  for (const nickname of bad) {
    const check = await raw(
      null,
      `/api/accounts/availability?field=nickname&value=${encodeURIComponent(nickname)}`,
    );
    expect(check.status, JSON.stringify(nickname)).toBe(400);
    await expect(
      pb.collection("users").create({
        email: `lk${Math.random().toString(36).slice(2, 10)}@chaekdongne.kr`,
        password: "test1234!",
        passwordConfirm: "test1234!",
        nickname,
        phone: `018${String(Date.now()).slice(-8)}`,
        birth: "1990-01-01 00:00:00.000Z",
        gender: "male",
      }),
      JSON.stringify(nickname),
    ).rejects.toMatchObject({ status: 400 });
  }
  // NFD spelling of a taken NFC nickname, and another letter case, collide.
  const hangul = await createMember({ nickname: `한${base.nickname.slice(-4)}` });
  expect(
    (
      await raw(
        null,
        `/api/accounts/availability?field=nickname&value=${encodeURIComponent(hangul.nickname.normalize("NFD"))}`,
      )
    ).json,
  ).toEqual({ available: false });
  const latin = await createMember({ nickname: `Ab${base.nickname.slice(-5)}` });
  expect(
    (
      await raw(
        null,
        `/api/accounts/availability?field=nickname&value=${encodeURIComponent(latin.nickname.toLowerCase())}`,
      )
    ).json,
  ).toEqual({ available: false });
});

test("8. booleans are strict; CORS answers only the app's origin", async () => {
  const member = await createMember();
  expect(
    (await raw(member, `/api/clubs/${clubId}/like`, { method: "POST", ...json({ like: "false" }) })).status,
  ).toBe(400);
  const admin = await adminClient();
  expect((await admin.collection("socialing").getOne(clubId)).like).not.toContain(member.id);
  const comment = await admin
    .collection("comments")
    .getFirstListItem(admin.filter("bookReviewId = {:r}", { r: reviewId }));
  expect(
    (await raw(member, `/api/comments/${comment.id}/like`, { method: "POST", ...json({ liked: "false" }) }))
      .status,
  ).toBe(400);
  expect((await admin.collection("comments").getOne(comment.id)).likePeoples).not.toContain(member.id);

  const evil = await fetch(`${PB_URL()}/api/collections/genres/records`, {
    headers: { Origin: "https://evil.example" },
  });
  expect(evil.headers.get("access-control-allow-origin")).toBeNull();
  const app = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").origin;
  const ok = await fetch(`${PB_URL()}/api/health`, { headers: { Origin: app } });
  expect(ok.headers.get("access-control-allow-origin")).toBe(app);
});

test("8. photo compression loads nothing from a third party at run time", async ({ page, context }) => {
  const member = await createMember();
  await loginAs(page, member);
  const foreign: string[] = [];
  const local = (url: string) => /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:)/.test(url);
  context.on("request", (r) => {
    if (!local(r.url())) foreign.push(r.url());
  });
  await context.route(
    (url) => !local(url.href),
    (route) => route.abort(),
  ); // no internet here anyway
  await page.goto("/createBookReview");
  // A picked photo is made into its sizes on the phone (src/lib/prepare-image.ts): nothing fetched.
  await page.locator('input[type="file"]').first().setInputFiles("seed/images/club-c5.webp");
  await expect(page.getByRole("img", { name: "책 표지 미리보기" })).toBeVisible();
  expect(foreign).toEqual([]);
});
