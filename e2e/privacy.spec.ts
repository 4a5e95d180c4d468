// Node 20 has no EventSource; the SDK's realtime needs one (eventsource 3 is typed).
import { EventSource as NodeEventSource } from "eventsource";
import PocketBase from "pocketbase";
import { test, expect, adminClient, client, createMember, PB_URL, type Member } from "./support/fixtures";
import { openRealtime, withOptions } from "./support/realtime-raw";
import {
  createPrivacyWorld,
  expectNoPrivateData as expectNoPrivateDataOf,
  json,
  raw,
  SECRET_ANSWER,
} from "./support/privacy";
import { clubDetailPath } from "../src/features/clubs/api/club-detail-query";

// Raw-HTTP proof that no visitor or member reads another member's email, phone, birth or gender,
// an application answer or a room's chat through any path: list, view, expand, create/update/auth
// responses, custom routes, realtime. Deny by default (pb_hooks/core/query-shapes.js): only the app's
// own query shapes are answered; everything else is one and the same refusal.

(globalThis as { EventSource?: unknown }).EventSource ??= NodeEventSource;

let a: Member; // the caller
let b: Member; // the other member whose data must stay private
let reviewId = "";
let commentId = "";
let clubId = "";
let roomId = "";

const expectNoPrivateData = (text: string, callerId: string) => expectNoPrivateDataOf(text, callerId, b);
const REFUSED = { code: 400, message: "허용되지 않은 요청이에요.", data: {} };
// A route that is not the app's (pb_hooks/core/routes.js): PocketBase's own answer for an unknown path.
const NOT_FOUND = { code: 404, message: "Not Found.", data: {} };

/** The payload really contains B's public card (so the test would notice a missing expand). */
function expectShowsB(text: string) {
  expect(text).toContain(b.id);
  expect(text).toContain(b.nickname);
}

const REVIEW_LIST =
  "sort=-created,-id&expand=writer&fields=id,collectionId,writer,img,bookTitle,title,created,expand,detail:excerpt(300,true)";
const MESSAGE_FIELDS =
  "id,collectionId,chattingRoom,sender,text,hiddenReason,created,expand.sender.id,expand.sender.collectionId,expand.sender.nickname,expand.sender.img";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  ({ a, b, reviewId, commentId, clubId, roomId } = await createPrivacyWorld());
});

test("nobody lists members as a directory", async () => {
  for (const who of [null, a]) {
    const res = await raw(who, "/api/collections/users/records?perPage=200");
    expect(res.status).toBe(404);
    expect(res.json).toEqual(NOT_FOUND);
  }
});

test("viewing another member gives the public card only; other shapes are refused", async () => {
  for (const who of [null, a]) {
    const res = await raw(who, `/api/collections/users/records/${b.id}`);
    expect(res.status).toBe(200);
    expectNoPrivateData(res.text, a.id);
    expect(Object.keys(res.json).sort()).toEqual(["collectionId", "collectionName", "id", "img", "nickname"]);
    for (const q of [
      "?fields=id,email,phone,birth,gender,nickname",
      "?expand=like,participantSocialing",
      "?expand=like&fields=id",
    ]) {
      expect((await raw(who, `/api/collections/users/records/${b.id}${q}`)).json).toEqual(REFUSED);
    }
  }
});

test("the app's own expands show other members as public cards only", async () => {
  const shapes: [Member | null, string][] = [
    [null, `/api/collections/bookReview/records?page=1&perPage=10&skipTotal=true&${REVIEW_LIST}`],
    [a, `/api/collections/bookReview/records/${reviewId}?expand=writer`],
    [
      null,
      `/api/collections/comments/records?page=1&perPage=10&filter=${encodeURIComponent(`bookReviewId = '${reviewId}' && replyToId = ''`)}&sort=-created,-id&expand=author`,
    ],
    [a, clubDetailPath(clubId)],
    [
      a,
      `/api/collections/message/records?page=1&perPage=30&filter=${encodeURIComponent(`chattingRoom = '${roomId}'`)}&sort=-created,-id&expand=sender&fields=${MESSAGE_FIELDS}`,
    ],
  ];
  for (const [who, route] of shapes) {
    const res = await raw(who, route);
    expect(res.status, route).toBe(200);
    if (!route.includes("bookReview/records?")) expectShowsB(res.text); // page 1 may be newer reviews
    expectNoPrivateData(res.text, a.id);
  }
  // Any other expand, however harmless it looks, is refused: new relations stay private.
  for (const route of [
    "/api/collections/comments/records?expand=author,likePeoples,bookReviewId.writer",
    "/api/collections/socialing/records?expand=createUser,confirmUser,applicant,like",
    "/api/collections/chattingRoom/records?expand=users",
    "/api/collections/genres/records?expand=socialing_via_genre.applicant",
    `/api/collections/socialing/records/${clubId}?expand=answer,chattingRoom`,
  ]) {
    expect((await raw(a, route)).json, route).toEqual(REFUSED);
  }
});

test("create and update responses offer no expand beyond the app's; refused writes store nothing", async () => {
  const content = `A의 댓글 ${Date.now()}`;
  const refused = await raw(a, "/api/collections/comments/records?expand=bookReviewId.writer,author", {
    method: "POST",
    ...json({ bookReviewId: reviewId, author: a.id, content }),
  });
  expect(refused.json).toEqual(REFUSED);
  const admin = await adminClient();
  expect(
    (
      await admin
        .collection("comments")
        .getList(1, 1, { filter: admin.filter("content = {:content}", { content }) })
    ).totalItems,
  ).toBe(0);
  const created = await raw(a, "/api/collections/comments/records?expand=author", {
    method: "POST",
    ...json({ bookReviewId: reviewId, author: a.id, content }),
  });
  expect(created.status).toBe(200);
  expectNoPrivateData(created.text, a.id);
  // The self-update response is mine in full.
  const self = await raw(a, `/api/collections/users/records/${a.id}`, {
    method: "PATCH",
    ...json({ nickname: a.nickname }),
  });
  expect(self.status).toBe(200);
  expect(self.json.phone).toBe(a.phone);
  // Custom routes expand only what they offer, whatever ?expand= says.
  const liked = await raw(a, `/api/comments/${commentId}/like?expand=bookReviewId.writer,likePeoples`, {
    method: "POST",
    ...json({ liked: true }),
  });
  expect(liked.status).toBe(200);
  expect(liked.json.expand?.bookReviewId).toBeUndefined();
  expectNoPrivateData(liked.text, a.id);
  const clubLike = await raw(a, `/api/clubs/${clubId}/like?expand=createUser,applicant,confirmUser,like`, {
    method: "POST",
    ...json({ like: true }),
  });
  expect(clubLike.status).toBe(200);
  expectNoPrivateData(clubLike.text, a.id);
  // The availability check answers one boolean, nothing else.
  const check = await raw(null, `/api/accounts/availability?field=phone&value=${b.phone}`);
  expect(check.json).toEqual({ available: false });
});

test("auth responses carry only the member's own record and take no query", async () => {
  const login = await raw(null, "/api/collections/users/auth-with-password", {
    method: "POST",
    ...json({ identity: a.email, password: a.password }),
  });
  expect(login.status).toBe(200);
  expect(login.json.record.id).toBe(a.id);
  expect(login.json.record.phone).toBe(a.phone);
  expectNoPrivateData(login.text, a.id);
  const expanded = await raw(null, "/api/collections/users/auth-with-password?expand=like.applicant", {
    method: "POST",
    ...json({ identity: a.email, password: a.password }),
  });
  expect(expanded.json).toEqual(REFUSED);
  expect(
    (await raw(a, "/api/collections/users/auth-refresh?expand=like.applicant", { method: "POST" })).json,
  ).toEqual(REFUSED);
  const refresh = await raw(a, "/api/collections/users/auth-refresh", { method: "POST" });
  expect(refresh.status).toBe(200);
  expectNoPrivateData(refresh.text, a.id);
});

test("members cannot set their club lists or touch another member's record", async () => {
  const pbA = client();
  pbA.authStore.save(a.token, null);
  const deny = async (body: Record<string, unknown> | FormData, id = a.id) => {
    const error = await pbA
      .collection("users")
      .update(id, body)
      .then(
        () => null,
        (e: { status: number }) => e,
      );
    expect(error?.status, body instanceof FormData ? "form" : JSON.stringify(body)).toBeGreaterThanOrEqual(
      400,
    );
  };
  for (const field of [
    "like",
    "createSocialing",
    "participantSocialing",
    "phone",
    "birth",
    "gender",
    "email",
    "username",
    "verified",
  ]) {
    await deny({ [field]: field === "phone" ? b.phone : [clubId] });
    await deny({ [`${field}+`]: clubId });
    await deny({ [`${field}-`]: clubId });
    const fd = new FormData();
    fd.append(field, clubId);
    await deny(fd);
  }
  await deny({ nickname: "남의닉네임" }, b.id);
  // Signing up with club lists is refused too; the same signup without them goes through.
  const n = String(Date.now() % 1e8).padStart(8, "0");
  const body = {
    email: `evil-${n}@chaekdongne.kr`,
    password: "test1234!",
    passwordConfirm: "test1234!",
    nickname: `악${n}`.slice(0, 10),
    phone: `019${n}`,
    birth: "1990-01-01",
    gender: "male",
  };
  for (const field of ["createSocialing", "participantSocialing", "like", "verified", "username"]) {
    const refused = await raw(null, "/api/collections/users/records", {
      method: "POST",
      ...json({ ...body, [field]: field === "username" ? "chosen" : [clubId] }),
    });
    expect(refused.status, field).toBe(400);
  }
  expect((await raw(null, "/api/collections/users/records", { method: "POST", ...json(body) })).status).toBe(
    200,
  );
  const admin = await adminClient();
  const fresh = await admin.collection("users").getOne(a.id);
  expect(fresh.createSocialing).toEqual([]);
  expect(fresh.participantSocialing).toEqual([]);
  expect(fresh.nickname).toBe(a.nickname);
  expect(fresh.phone).toBe(a.phone);
  expect((await admin.collection("users").getOne(b.id)).nickname).toBe(b.nickname);
  expect(fresh.emailVisibility).toBe(false);
});

test("realtime: only the app's topics; events carry no private data", async () => {
  const pbA = new PocketBase(PB_URL());
  pbA.autoCancellation(false);
  pbA.authStore.save(a.token, a.record as never);
  const seen: string[] = [];
  try {
    await pbA.collection("socialing").subscribe(clubId, (e) => seen.push(JSON.stringify(e)));
    const rt = await openRealtime(PB_URL(), a.token);
    try {
      for (const sub of [
        `users/${b.id}`,
        "users/*",
        withOptions("bookReview/*", { expand: "writer" }),
        withOptions("message/*", { expand: "sender" }),
        "message/*", // chat goes to room members on chat/{roomId} only
        withOptions("message/*", { filter: `chattingRoom = '${roomId}'` }),
        withOptions(`socialing/${clubId}`, { expand: "applicant,confirmUser,createUser" }),
        withOptions("socialing/*", { filter: `createUser.phone ~ '${b.phone.slice(0, 4)}%'` }),
        "socialingQueryAnswer/*",
      ]) {
        expect(await rt.subscribe([sub]), sub).toBe(400);
      }
    } finally {
      rt.close();
    }
    const admin = await adminClient();
    await admin.collection("socialing").update(clubId, { detail: "실시간으로 바뀐 설명이에요." });
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
    for (const event of seen) {
      expectNoPrivateData(event, a.id);
      expect(event).not.toContain(SECRET_ANSWER);
    }
  } finally {
    await pbA.realtime.unsubscribe();
  }
});

test("outside the club, nobody reads an applicant's answer or the room's messages", async () => {
  const c = await createMember();
  const clubShape = clubDetailPath(clubId);
  // The host sees the answer through the app's shape (so the checks below could fail).
  expect((await raw(a, clubShape)).text).toContain(SECRET_ANSWER);
  for (const who of [null, c]) {
    const res = await raw(who, clubShape);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(SECRET_ANSWER);
    expect(res.text).not.toContain('"collectionName":"socialingQueryAnswer"');
    const answers = await raw(
      who,
      `/api/collections/socialingQueryAnswer/records?page=1&perPage=1&filter=${encodeURIComponent(`socialing = '${clubId}' && answerUser = '${b.id}'`)}`,
    );
    expect(answers.json).toEqual(REFUSED); // {me} must be the caller
    const rooms = await raw(
      who,
      `/api/collections/message/records?page=1&perPage=30&filter=${encodeURIComponent(`chattingRoom = '${roomId}'`)}&sort=-created,-id&expand=sender&fields=${MESSAGE_FIELDS}`,
    );
    if (who) expect(rooms.json.items).toEqual([]);
    expect(rooms.text).not.toContain("B의 메시지");
  }
  const pbC = new PocketBase(PB_URL());
  pbC.autoCancellation(false);
  pbC.authStore.save(c.token, c.record as never);
  const seen: string[] = [];
  try {
    await pbC.collection("socialing").subscribe(clubId, (e) => seen.push(`socialing ${JSON.stringify(e)}`));
    // The room's topic is accepted in form but held by members only (pb_hooks/chat.pb.js).
    await pbC.realtime.subscribe(`chat/${roomId}`, (e) => seen.push(`message ${JSON.stringify(e)}`));
    const admin = await adminClient();
    await admin
      .collection("message")
      .create({ chattingRoom: roomId, sender: b.id, text: "멤버끼리만 보는 메시지" });
    await admin.collection("socialing").update(clubId, { detail: "마지막으로 바뀐 설명이에요." });
    await expect.poll(() => seen.some((s) => s.startsWith("socialing ")), { timeout: 10_000 }).toBe(true);
    expect(seen.filter((s) => !s.startsWith("socialing "))).toEqual([]);
    expect(seen.join("\n")).not.toContain(SECRET_ANSWER);
  } finally {
    await pbC.realtime.unsubscribe();
  }
});
