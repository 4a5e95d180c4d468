import { randomBytes } from "node:crypto";
import { test, expect, adminClient, createMember, type Member } from "./support/fixtures";
import { call } from "./support/clubs";
import { startPrivateServer } from "./support/private-server";

// Web Push, raw HTTP (docs/security.md "Push devices"): a member reaches only their own devices,
// named by their push endpoint; the sender's routes are admins' only; an endpoint must be a known
// push service's (the sender POSTs to it); a changed token key or 회원탈퇴 forgets every device;
// budgets stop one member from pushing floods at another while the inbox keeps everything.
// The records API on push_subscriptions / push_jobs: e2e/authorization-matrix.spec.ts.

const key = (bytes: number) => randomBytes(bytes).toString("base64url");
const device = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${key(24)}`,
  keys: { p256dh: key(65), auth: key(16) },
});
const subscribe = (who: Member | null, body: unknown) =>
  call(who, "/api/chaekdongne/push/subscription", body);
const devicesOf = async (member: Member) =>
  (await adminClient()).collection("push_subscriptions").getFullList({ filter: `owner = "${member.id}"` });

test("a member reads, changes and deletes only their own devices", async () => {
  const owner = await createMember();
  const other = await createMember();
  const mine = device();
  expect(await subscribe(owner, mine)).toMatchObject({
    status: 200,
    body: { kinds: { clubs: true, comments: true, chat: true } },
  });
  expect(await subscribe(owner, { ...mine, kinds: { chat: false } })).toMatchObject({
    body: { kinds: { clubs: true, comments: true, chat: false } },
  });
  const state = await call(owner, "/api/chaekdongne/push/subscription/state", { endpoint: mine.endpoint });
  expect(state).toEqual({ status: 200, body: { kinds: { clubs: true, comments: true, chat: false } } });

  // Another member, knowing the endpoint: no state, no delete, no taking it with other keys.
  expect(
    (await call(other, "/api/chaekdongne/push/subscription/state", { endpoint: mine.endpoint })).status,
  ).toBe(404);
  expect(
    (await call(other, "/api/chaekdongne/push/subscription/delete", { endpoint: mine.endpoint })).status,
  ).toBe(204);
  expect((await subscribe(other, { ...device(), endpoint: mine.endpoint })).status).toBe(400);
  expect(await devicesOf(owner)).toHaveLength(1);
  expect(await devicesOf(other)).toHaveLength(0);
  // Visitors: nothing at all.
  for (const route of ["subscription", "subscription/state", "subscription/delete"])
    expect((await call(null, `/api/chaekdongne/push/${route}`, { endpoint: mine.endpoint })).status).toBe(
      401,
    );
  expect((await call(null, "/api/chaekdongne/push/key", undefined, "GET")).status).toBe(401);

  // The same browser signed in as another account (its keys are that browser's): it moves over,
  // with nothing of the first account's choices.
  expect(await subscribe(other, mine)).toMatchObject({ status: 200, body: { kinds: { chat: true } } });
  expect(await devicesOf(owner)).toHaveLength(0);
  expect(
    (await call(other, "/api/chaekdongne/push/subscription/delete", { endpoint: mine.endpoint })).status,
  ).toBe(204);
  expect(await devicesOf(other)).toHaveLength(0);
});

test("only a known push service's endpoint, strict kinds, and the sender's routes are admins' only", async () => {
  const member = await createMember();
  const good = device();
  for (const endpoint of [
    "http://127.0.0.1:8090/api/health",
    "https://127.0.0.1/fcm/send/x",
    "https://fcm.googleapis.com.evil.example/fcm/send/x",
    "https://evil.example/push",
    "https://fcm.googleapis.com:8443/fcm/send/x",
    "javascript:alert(1)",
    `https://fcm.googleapis.com/${"a".repeat(1000)}`,
  ]) {
    const res = await subscribe(member, { ...good, endpoint });
    expect(res.status, endpoint).toBe(400);
    expect(res.body.message).toBe("이 기기에서는 알림을 켤 수 없어요.");
  }
  for (const keys of [
    { p256dh: "short", auth: good.keys.auth },
    { p256dh: good.keys.p256dh, auth: "a'b" },
    {},
  ])
    expect((await subscribe(member, { ...good, keys })).status).toBe(400);
  for (const kinds of [{ chat: "false" }, { inbox: true }, [true]])
    expect((await subscribe(member, { ...good, kinds })).status).toBe(400);
  expect(await devicesOf(member)).toHaveLength(0);
  // Firefox's and Apple's push services are push services too.
  expect(
    (
      await subscribe(member, {
        ...device(),
        endpoint: `https://updates.push.services.mozilla.com/wpush/v2/${key(30)}`,
      })
    ).status,
  ).toBe(200);
  expect(
    (await subscribe(member, { ...device(), endpoint: `https://web.push.apple.com/${key(30)}` })).status,
  ).toBe(200);

  for (const who of [null, member]) {
    expect((await call(who, "/api/chaekdongne/push/claim", {})).status).toBe(404);
    expect((await call(who, "/api/chaekdongne/push/done", { gone: [] })).status).toBe(404);
  }
});

test("a password change and 회원탈퇴 forget every device of the member", async () => {
  const member = await createMember();
  await subscribe(member, device());
  await subscribe(member, device());
  expect(await devicesOf(member)).toHaveLength(2);
  const changed = await call(
    member,
    `/api/collections/users/records/${member.id}`,
    { oldPassword: member.password, password: "new-pass-1234!", passwordConfirm: "new-pass-1234!" },
    "PATCH",
  );
  expect(changed.status).toBe(200);
  expect(await devicesOf(member)).toHaveLength(0);

  const leaving = await createMember();
  await subscribe(leaving, device());
  expect((await call(leaving, "/api/accounts/delete", { password: leaving.password })).status).toBe(204);
  expect(await devicesOf(leaving)).toHaveLength(0);
});

test("budgets: one member causes at most 3 pushes a minute to another; the inbox keeps everything", async () => {
  // Production budgets and no sender: the queued jobs stay to be counted.
  const s = await startPrivateServer();
  try {
    const [writer, commenter, second, blocked] = [
      await s.member(),
      await s.member(),
      await s.member(),
      await s.member(),
    ];
    expect((await s.call(writer, "/api/chaekdongne/push/subscription", device())).status).toBe(200);
    expect((await s.call(writer, "/api/safety/blocks", { userId: blocked.id })).status).toBe(200);
    const reviews: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await s.createReview(writer, { title: `예산 리뷰 ${i}` });
      expect(res.status).toBe(200);
      reviews.push(res.body.id as string);
    }
    const comment = (who: Member, review: string) =>
      s.call(who, "/api/collections/comments/records", {
        bookReviewId: review,
        author: who.id,
        content: "좋은 리뷰예요",
      });
    for (const review of reviews) expect((await comment(commenter, review)).status).toBe(200);
    expect((await comment(second, reviews[0])).status).toBe(200);
    expect((await comment(blocked, reviews[1])).status).toBe(200);

    const inbox = await s.call(writer, "/api/chaekdongne/notifications", undefined, "GET");
    expect((inbox.body.items as unknown[]).length).toBe(6); // the blocked member notifies nobody
    const jobs = await s.admin.collection("push_jobs").getFullList({ filter: `recipient = "${writer.id}"` });
    // 3 from the commenter (the rest only in the inbox); the second commenter joined the first
    // review's job, already waiting.
    expect(jobs).toHaveLength(3);
    expect(jobs.every((j) => j.pending)).toBe(true);
  } finally {
    await s.server.stop();
  }
});
