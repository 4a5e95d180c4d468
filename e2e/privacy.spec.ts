// Node 20 has no EventSource; the SDK's realtime needs one (eventsource 3 is typed).
import { EventSource as NodeEventSource } from "eventsource";
import PocketBase from "pocketbase";
import { test, expect, adminClient, client, createMember, PB_URL, type Member } from "./support/fixtures";
import { createPrivacyWorld, expectNoPrivateData as expectNoPrivateDataOf, json, raw, SECRET_ANSWER } from "./support/privacy";

// Raw-HTTP proof that no visitor or member reads another member's email, phone, birth or gender
// through any path (list, view, expand, create/update/auth responses, custom routes, realtime),
// nor probes them with filter/sort, and that users' club lists cannot be set by clients.

(globalThis as { EventSource?: unknown }).EventSource ??= NodeEventSource;

let a: Member; // the caller
let b: Member; // the other member whose data must stay private
let reviewId = "";
let commentId = "";
let clubId = "";
let roomId = "";

const expectNoPrivateData = (text: string, callerId: string) => expectNoPrivateDataOf(text, callerId, b);

/** The payload really contains B's public card (so the test would notice a missing expand). */
function expectShowsB(text: string) {
  expect(text).toContain(b.id);
  expect(text).toContain(b.nickname);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  ({ a, b, reviewId, commentId, clubId, roomId } = await createPrivacyWorld());
});

test("nobody lists members as a directory", async () => {
  const visitor = await raw(null, "/api/collections/users/records?perPage=200");
  expect(visitor.status).toBe(200);
  expect(visitor.json.totalItems).toBe(0);
  const member = await raw(a, "/api/collections/users/records?perPage=200");
  expect(member.json.items.map((u: { id: string }) => u.id)).toEqual([a.id]);
});

test("viewing another member gives the public card only, even with fields=", async () => {
  for (const who of [null, a]) {
    for (const q of ["", "?fields=id,email,phone,birth,gender,nickname", "?expand=like,participantSocialing"]) {
      const res = await raw(who, `/api/collections/users/records/${b.id}${q}`);
      expect(res.status).toBe(200);
      expectNoPrivateData(res.text, a.id);
      expect(res.json.nickname).toBe(b.nickname);
      expect(res.json).not.toHaveProperty("phone");
    }
  }
  // Setting emailVisibility does not publish the email either.
  const pbB = client();
  pbB.authStore.save(b.token, null);
  await pbB.collection("users").update(b.id, { emailVisibility: true });
  expectNoPrivateData((await raw(a, `/api/collections/users/records/${b.id}`)).text, a.id);
});

test("expand of members from every collection strips private fields", async () => {
  const lists: [string, string][] = [
    ["bookReview", "writer"],
    ["comments", "author,likePeoples,bookReviewId.writer"],
    ["socialing", "createUser,confirmUser,applicant,like"],
    ["socialingQueryAnswer", "answerUser,socialing.applicant"],
    ["chattingRoom", "users,socialing.confirmUser"],
    ["message", "sender,chattingRoom.users"],
    ["genres", "socialing_via_genre.applicant"],
  ];
  for (const [collection, expand] of lists) {
    const res = await raw(a, `/api/collections/${collection}/records?perPage=200&expand=${expand}`);
    expect(res.status, collection).toBe(200);
    expectShowsB(res.text);
    expectNoPrivateData(res.text, a.id);
  }
  const views: [string, string, string][] = [
    ["bookReview", reviewId, "writer"],
    ["comments", commentId, "author,likePeoples"],
    ["socialing", clubId, "createUser,confirmUser,applicant,like,answer.answerUser,chattingRoom.users"],
    ["chattingRoom", roomId, "users"],
    ["users", a.id, "like.applicant,like.confirmUser"], // my own record, expanded to B
  ];
  for (const [collection, id, expand] of views) {
    const res = await raw(a, `/api/collections/${collection}/records/${id}?expand=${expand}`);
    expect(res.status, collection).toBe(200);
    expectShowsB(res.text);
    expectNoPrivateData(res.text, a.id);
  }
  // Visitors browsing reviews and clubs see nickname and avatar, nothing more.
  for (const route of [
    `/api/collections/bookReview/records/${reviewId}?expand=writer`,
    `/api/collections/socialing/records/${clubId}?expand=createUser,applicant,confirmUser,like`,
    `/api/collections/comments/records?filter=bookReviewId='${reviewId}'&expand=author`,
  ]) {
    const res = await raw(null, route);
    expect(res.status).toBe(200);
    expectShowsB(res.text);
    expectNoPrivateData(res.text, "");
  }
});

test("create, update and custom-route responses do not expand private fields", async () => {
  const created = await raw(
    a,
    "/api/collections/comments/records?expand=bookReviewId.writer,author",
    { method: "POST", ...json({ bookReviewId: reviewId, author: a.id, content: "A의 댓글" }) },
  );
  expect(created.status).toBe(200);
  expectShowsB(created.text);
  expectNoPrivateData(created.text, a.id);
  const updated = await raw(a, `/api/collections/comments/records/${created.json.id}?expand=bookReviewId.writer`, {
    method: "PATCH",
    ...json({ content: "A의 댓글 (수정)" }),
  });
  expect(updated.status).toBe(200);
  expectShowsB(updated.text);
  expectNoPrivateData(updated.text, a.id);
  // The self-update response is mine in full, but whatever it expands of B is not.
  const self = await raw(a, `/api/collections/users/records/${a.id}?expand=like.applicant`, { method: "PATCH", ...json({ nickname: a.nickname }) });
  expect(self.status).toBe(200);
  expect(self.json.phone).toBe(a.phone);
  expectNoPrivateData(self.text, a.id);
  // Custom routes of other features.
  const liked = await raw(a, `/api/comments/${commentId}/like?expand=author,likePeoples,bookReviewId.writer`, { method: "POST", ...json({ liked: true }) });
  expect(liked.status).toBe(200);
  expectShowsB(liked.text);
  expectNoPrivateData(liked.text, a.id);
  const clubLike = await raw(a, `/api/clubs/${clubId}/like?expand=createUser,applicant,confirmUser,like`, { method: "POST", ...json({ like: true }) });
  expect(clubLike.status).toBe(200);
  expectNoPrivateData(clubLike.text, a.id);
  // The availability check answers one boolean, nothing else.
  const check = await raw(null, `/api/accounts/availability?field=phone&value=${b.phone}`);
  expect(check.json).toEqual({ available: false });
});

test("auth responses carry only the member's own record", async () => {
  const login = await raw(null, "/api/collections/users/auth-with-password?expand=like.applicant,like.confirmUser", {
    method: "POST",
    ...json({ identity: a.email, password: a.password }),
  });
  expect(login.status).toBe(200);
  expect(login.json.record.id).toBe(a.id);
  expect(login.json.record.phone).toBe(a.phone);
  expectNoPrivateData(login.text, a.id);
  const refresh = await raw(a, "/api/collections/users/auth-refresh?expand=like.applicant", { method: "POST" });
  expect(refresh.status).toBe(200);
  expectNoPrivateData(refresh.text, a.id);
});

test("filters and sorts on private fields are refused (no oracle), also through relations", async () => {
  const q = (collection: string, param: "filter" | "sort", expr: string) =>
    raw(a, `/api/collections/${collection}/records?perPage=1&${param}=${encodeURIComponent(expr)}`);
  const probes: [string, "filter" | "sort", string][] = [
    ["users", "filter", `phone='${b.phone}'`],
    ["users", "filter", `email='${b.email}'`],
    ["users", "sort", "birth"],
    ["bookReview", "filter", `writer.phone='${b.phone}'`],
    ["bookReview", "filter", `writer.PHONE~'010'`],
    ["bookReview", "sort", "-writer.birth"],
    ["comments", "filter", `author.email~'e2e'`],
    ["comments", "filter", `likePeoples.gender='female'`],
    ["socialing", "filter", `createUser.birth>'1990-01-01'`],
    ["socialing", "filter", `applicant.phone?='${b.phone}'`],
    ["socialing", "filter", `socialingQueryAnswer_via_socialing.answer~'비밀'`],
    ["socialing", "filter", `answer.answer~'비밀'`],
    ["socialingQueryAnswer", "filter", `answerUser.gender='female'`],
    ["chattingRoom", "filter", `users.phone?~'010'`],
    ["message", "filter", `sender.email~'chaekdongne'`],
    ["genres", "filter", `socialing_via_genre.createUser.phone~'0'`],
    // An escaped quote must not hide the field from the guard.
    ["bookReview", "filter", `title='it\\'s' || writer.phone='${b.phone}'`],
  ];
  for (const [collection, param, expr] of probes) {
    const res = await q(collection, param, expr);
    expect(res.status, `${collection} ${param}=${expr}`).toBe(400);
  }
  // A quoted value that merely contains such a word is an ordinary search.
  expect((await q("bookReview", "filter", "bookTitle~'Gender Trouble phone'")).status).toBe(200);
  // Visitors are refused the same way.
  expect((await raw(null, `/api/collections/bookReview/records?filter=${encodeURIComponent(`writer.phone='${b.phone}'`)}`)).status).toBe(400);
});

test("members cannot set their club lists or touch another member's record", async () => {
  const pbA = client();
  pbA.authStore.save(a.token, null);
  const deny = async (body: Record<string, unknown> | FormData, id = a.id) => {
    await expect(pbA.collection("users").update(id, body)).rejects.toMatchObject({ status: 404 });
  };
  for (const field of ["like", "createSocialing", "participantSocialing"]) {
    await deny({ [field]: [clubId] });
    await deny({ [`${field}+`]: clubId });
    await deny({ [`${field}-`]: clubId });
    const fd = new FormData();
    fd.append(field, clubId);
    await deny(fd);
  }
  await deny({ nickname: "남의닉네임" }, b.id);
  // Signing up with club lists is refused too; the same signup without them goes through.
  const n = String(Date.now() % 1e8).padStart(8, "0");
  const body = { email: `evil-${n}@chaekdongne.kr`, password: "test1234!", passwordConfirm: "test1234!", nickname: `악${n}`.slice(0, 10), phone: `019${n}`, birth: "1990-01-01", gender: "male" };
  for (const field of ["createSocialing", "participantSocialing", "like"]) {
    const refused = await raw(null, "/api/collections/users/records", { method: "POST", ...json({ ...body, [field]: [clubId] }) });
    expect(refused.status, field).toBe(400);
  }
  expect((await raw(null, "/api/collections/users/records", { method: "POST", ...json(body) })).status).toBe(200);
  const admin = await adminClient();
  const fresh = await admin.collection("users").getOne(a.id);
  expect(fresh.createSocialing).toEqual([]);
  expect(fresh.participantSocialing).toEqual([]);
  expect(fresh.nickname).toBe(a.nickname);
  expect((await admin.collection("users").getOne(b.id)).nickname).toBe(b.nickname);
  // Emails are never visible to others, so the server keeps emailVisibility off.
  expect(fresh.emailVisibility).toBe(false);
});

test("realtime events strip private fields and refuse private-field filters", async () => {
  const pbA = new PocketBase(PB_URL());
  pbA.autoCancellation(false);
  pbA.authStore.save(a.token, a.record as never);
  const seen: string[] = [];
  const got = (name: string) => (e: unknown) => seen.push(`${name} ${JSON.stringify(e)}`);
  try {
    await pbA.collection("users").subscribe(b.id, got("users"), { expand: "like.applicant" });
    await pbA.collection("bookReview").subscribe("*", got("bookReview"), { expand: "writer" });
    await pbA.collection("comments").subscribe("*", got("comments"), { expand: "author,bookReviewId.writer" });
    await pbA.collection("message").subscribe("*", got("message"), { expand: "sender,chattingRoom.users" });
    await pbA.collection("socialing").subscribe(clubId, got("socialing"), { expand: "applicant,confirmUser,createUser" });
    await expect(pbA.collection("bookReview").subscribe("*", () => undefined, { filter: `writer.phone='${b.phone}'` })).rejects.toMatchObject({ status: 400 });

    const pbB = client();
    pbB.authStore.save(b.token, null);
    await pbB.collection("users").update(b.id, { nickname: `${b.nickname.slice(0, 8)}RT` });
    b.nickname = `${b.nickname.slice(0, 8)}RT`;
    await pbB.collection("bookReview").update(reviewId, { title: "실시간 수정" });
    await pbB.collection("comments").update(commentId, { content: "실시간 댓글 수정" });
    await pbB.collection("message").create({ chattingRoom: roomId, sender: b.id, text: "실시간 메시지" });
    const admin = await adminClient();
    await admin.collection("socialing").update(clubId, { detail: "실시간으로 바뀐 설명이에요." });

    await expect.poll(() => ["users", "bookReview", "comments", "message", "socialing"].filter((n) => !seen.some((s) => s.startsWith(`${n} `))), { timeout: 10_000 }).toEqual([]);
    for (const event of seen) {
      expectShowsB(event);
      expectNoPrivateData(event.slice(event.indexOf(" ") + 1), a.id);
    }
    // A JSON escape (\u0070 = "p") must not sneak a private field past the subscription guard.
    const escaped = `bookReview/*?options=${encodeURIComponent(`{"query":{"filter":"writer.\\u0070hone='${b.phone}'"}}`)}`;
    const sneaky = await raw(a, "/api/realtime", { method: "POST", ...json({ clientId: pbA.realtime.clientId, subscriptions: [escaped] }) });
    expect(sneaky.status).toBe(400);
  } finally {
    await pbA.realtime.unsubscribe();
  }
});

test("outside the club, nobody reads an applicant's answer or the room's messages", async () => {
  const c = await createMember();
  // The host sees the answer and the room (so the checks below could fail).
  const host = (await raw(a, `/api/collections/socialing/records/${clubId}?expand=answer,chattingRoom`)).text;
  expect(host).toContain(SECRET_ANSWER);
  expect(host).toContain('"collectionName":"chattingRoom"');
  for (const who of [null, c]) {
    for (const route of [
      `/api/collections/socialing/records/${clubId}?expand=answer,chattingRoom`,
      `/api/collections/socialing/records?perPage=200&expand=answer.answerUser,chattingRoom.users`,
      `/api/collections/genres/records?expand=socialing_via_genre.answer`,
    ]) {
      const res = await raw(who, route);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(SECRET_ANSWER);
      expect(res.text).not.toContain('"collectionName":"chattingRoom"');
      expect(res.text).not.toContain('"collectionName":"socialingQueryAnswer"');
    }
    for (const collection of ["socialingQueryAnswer", "chattingRoom", "message"]) {
      const res = await raw(who, `/api/collections/${collection}/records?perPage=200`);
      expect(res.json.totalItems, collection).toBe(0);
    }
  }

  const pbC = new PocketBase(PB_URL());
  pbC.autoCancellation(false);
  pbC.authStore.save(c.token, c.record as never);
  const seen: string[] = [];
  try {
    await pbC.collection("socialing").subscribe(clubId, (e) => seen.push(`socialing ${JSON.stringify(e)}`), { expand: "answer,chattingRoom" });
    await pbC.collection("message").subscribe("*", (e) => seen.push(`message ${JSON.stringify(e)}`));
    await pbC.collection("socialingQueryAnswer").subscribe("*", (e) => seen.push(`answer ${JSON.stringify(e)}`));
    const admin = await adminClient();
    await admin.collection("message").create({ chattingRoom: roomId, sender: b.id, text: "멤버끼리만 보는 메시지" });
    const answers = await admin.collection("socialingQueryAnswer").getFullList({ filter: `socialing='${clubId}'` });
    await admin.collection("socialingQueryAnswer").update(answers[0].id, { answer: `${SECRET_ANSWER}!` });
    await admin.collection("socialing").update(clubId, { detail: "마지막으로 바뀐 설명이에요." });
    await expect.poll(() => seen.some((s) => s.startsWith("socialing ")), { timeout: 10_000 }).toBe(true);
    expect(seen.filter((s) => !s.startsWith("socialing "))).toEqual([]);
    expect(seen.join("\n")).not.toContain(SECRET_ANSWER);
    expect(seen.join("\n")).not.toContain('"collectionName":"chattingRoom"');
  } finally {
    await pbC.realtime.unsubscribe();
  }
});
