import { test, expect, type Member } from "./support/fixtures";
import { ANSWER } from "./support/clubs";
import { startPrivateServer, type PrivateServer } from "./support/private-server";
import { mockSubscribe, received, startMockPushService, type MockSubscription } from "./support/push";
import { TEST_SERVER_ENV } from "./support/test-server-env";
import { hideByReports } from "./support/visibility";
import { startPushSender } from "../scripts/lib/push-sender.mjs";
import { loadVapidKeys } from "../push-sender/vapid.mjs";

// A push hides what the inbox hides (docs/notifications.md "Push notifications", docs/security.md
// "Push devices"): each push is rendered when the sender takes it, through the inbox's own SQL and
// visibility rule. So every case here queues its pushes while no sender runs, then changes what
// the recipient may see (a block, hiding by reports, a deletion, leaving the room), then runs the
// real sender against a local mock push service, which decrypts what a phone would get. Every kind
// of notification the server writes, and chat, is covered; no push carries anyone's private fields.
// A private server: the shared one's sender takes each job at once.

let s: PrivateServer;
let push: Awaited<ReturnType<typeof startMockPushService>>;
let reporters: Member[]; // enough to hide anything (e2e/support/visibility.ts hideByReports)

test.beforeAll(async () => {
  push = await startMockPushService();
  s = await startPrivateServer({ ...TEST_SERVER_ENV, CHAEKDONGNE_PUSH_ORIGINS: push.url });
  loadVapidKeys(s.server.dataDir); // what the sender makes on its first start
  reporters = await Promise.all(Array.from({ length: 5 }, () => s.member()));
});
test.afterAll(async () => {
  await s?.server.stop();
  await push?.stop();
});

/** A device of `who` that wants every kind, registered as the app does. */
async function device(who: Member): Promise<MockSubscription> {
  const { publicKey } = (await s.call(who, "/api/chaekdongne/push/key", undefined, "GET")).body;
  const sub = await mockSubscribe(publicKey as string, push.url);
  const res = await s.call(who, "/api/chaekdongne/push/subscription", {
    endpoint: sub.endpoint,
    keys: sub.keys,
  });
  expect(res.status).toBe(200);
  return sub;
}

/** Runs the sender until the queue is empty: every push it sends is at the mock service by then. */
async function sendQueued() {
  const sender = startPushSender({
    pbUrls: [s.url],
    dataDir: s.server.dataDir,
    env: { CHAEKDONGNE_PUSH_ORIGINS: push.url },
  });
  try {
    const pending = () =>
      s.admin
        .collection("push_jobs")
        .getList(1, 1, { filter: "pending = true" })
        .then((l) => l.totalItems);
    await expect.poll(pending, { timeout: 30_000 }).toBe(0);
  } finally {
    await sender.stop();
  }
}

const pushes = (sub: MockSubscription) => received(sub, push.url);

/** `who`'s inbox page as the app reads it (the push's sentence is one of its items). */
const inboxOf = async (who: Member) =>
  (await s.call(who, "/api/chaekdongne/notifications", undefined, "GET")).body.items as unknown[];

/** No push of these carries any of `texts`, nor any private field of `members`. */
function expectNone(got: unknown[], texts: string[], members: Member[]) {
  const all = JSON.stringify(got);
  const secrets = members.flatMap((m) => [m.id, m.email, m.phone]).concat(texts, "1995-05-05", "female");
  for (const secret of secrets) expect(all, secret).not.toContain(secret);
}

const ok = async (res: Promise<{ status: number; body: unknown }>) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  return r.body as { id: string };
};

test("every club kind: a club hidden by reports has no title and no link in any push", async () => {
  const [host, a, b, d, waiter] = await Promise.all(Array.from({ length: 5 }, () => s.member()));
  const title = `가려질 모임 ${Date.now() % 100000}`;
  const club = await ok(s.createClub(host, { title, limitPerson: "3" }));
  const devices = await Promise.all([host, a, d, waiter].map(device));
  const at = (path: string) => `/api/clubs/${club.id}${path}`;
  for (const m of [a, b, d]) await ok(s.call(m, at("/apply"), { answer: ANSWER })); // club_applied
  for (const m of [a, b, d]) await ok(s.call(host, at("/approve"), { userId: m.id })); // club_approved, club_full
  await ok(s.call(waiter, at("/waitlist"), { answer: ANSWER })); // club_waitlisted
  await ok(s.call(host, at("/cancel"), { userId: d.id })); // club_approval_cancelled, club_waitlist_promoted
  await ok(s.call(a, at("/leave"), {})); // club_left
  await ok(s.call(d, at("/leave"), {})); // club_withdrew
  await hideByReports("club", club.id, reporters, s);
  await sendQueued();

  const [toHost, toA, toD, toWaiter] = await Promise.all(devices.map(pushes));
  const bodies = (list: { body: string }[]) => list.map((p) => p.body);
  expect(bodies(toHost)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/ 가려진 모임에 참여를 신청했어요\.$/),
      "가려진 모임의 참여 인원이 모두 찼어요.",
      expect.stringMatching(/ 가려진 모임에 대기 신청했어요\.$/),
      `${a.nickname} 님이 가려진 모임에서 나갔어요.`,
      `${d.nickname} 님이 가려진 모임 참여 신청을 취소했어요.`,
    ]),
  );
  expect(bodies(toA)).toEqual(["가려진 모임 참여가 확정됐어요. 채팅방에서 인사를 나눠 보세요!"]);
  expect(bodies(toD)).toEqual(expect.arrayContaining(["가려진 모임 참여 확정이 취소됐어요."]));
  expect(bodies(toWaiter)).toEqual([
    "가려진 모임에 자리가 나서 참여 신청으로 바뀌었어요. 모임장이 승인하면 참여가 확정돼요.",
  ]);
  const all = [...toHost, ...toA, ...toD, ...toWaiter];
  for (const p of all) expect(p.url).toBe("/notifications");
  expectNone(all, [title, club.id], [host, a, b, d, waiter, ...reporters]);
});

test("a club whose host the recipient blocked, or that was deleted after: no title in any push", async () => {
  const [host, member, reportedHost, applicant] = await Promise.all(
    Array.from({ length: 4 }, () => s.member()),
  );
  const stamp = Date.now() % 100000;
  // The member is in two clubs of a host they then block; the host deletes one of them.
  const blockedTitle = `차단한 모임장의 모임 ${stamp}`;
  const deletedTitle = `차단 뒤 지워진 모임 ${stamp}`;
  const kept = await ok(s.createClub(host, { title: blockedTitle }));
  const gone = await ok(s.createClub(host, { title: deletedTitle }));
  // A club hidden by reports, then deleted by its host (the deletion's own notification too).
  const hiddenTitle = `가려진 뒤 지워진 모임 ${stamp}`;
  const hidden = await ok(s.createClub(reportedHost, { title: hiddenTitle }));
  const [toMember, toReportedHost, toApplicant] = await Promise.all(
    [member, reportedHost, applicant].map(device),
  );
  for (const club of [kept, gone]) {
    await ok(s.call(member, `/api/clubs/${club.id}/apply`, { answer: ANSWER }));
    await ok(s.call(host, `/api/clubs/${club.id}/approve`, { userId: member.id }));
  }
  await ok(s.call(applicant, `/api/clubs/${hidden.id}/apply`, { answer: ANSWER }));
  await ok(s.call(reportedHost, `/api/clubs/${hidden.id}/approve`, { userId: applicant.id }));
  await ok(s.call(member, "/api/safety/blocks", { userId: host.id }));
  await ok(s.call(host, `/api/clubs/${gone.id}`, undefined, "DELETE"));
  await hideByReports("club", hidden.id, reporters, s);
  await ok(s.call(reportedHost, `/api/clubs/${hidden.id}`, undefined, "DELETE"));
  await sendQueued();

  const got = {
    member: await pushes(toMember),
    host: await pushes(toReportedHost),
    applicant: await pushes(toApplicant),
  };
  const bodies = (list: { body: string }[]) => list.map((p) => p.body).sort();
  const approved = "가려진 모임 참여가 확정됐어요. 채팅방에서 인사를 나눠 보세요!";
  expect(bodies(got.member)).toEqual([approved, approved, "가려진 모임이 삭제됐어요."].sort());
  expect(bodies(got.applicant)).toEqual([approved, "가려진 모임이 삭제됐어요."].sort());
  expect(bodies(got.host)).toEqual([`${applicant.nickname} 님이 가려진 모임에 참여를 신청했어요.`]);
  const all = [...got.member, ...got.host, ...got.applicant];
  for (const p of all) expect(p.url).toBe("/notifications");
  const inboxes = await Promise.all([member, reportedHost, applicant].map(inboxOf));
  expectNone(
    [...all, ...inboxes],
    [blockedTitle, deletedTitle, hiddenTitle, kept.id, gone.id, hidden.id],
    [host, member, reportedHost, applicant, ...reporters],
  );
});

test("reviews and comments: a review hidden by reports or deleted, a blocked writer's review, hidden and deleted comments, a member who left", async () => {
  const [writer, commenter, replier] = await Promise.all(Array.from({ length: 3 }, () => s.member()));
  const stamp = Date.now() % 100000;
  const titles = {
    hidden: `가려질 리뷰 ${stamp}`,
    deleted: `지워질 리뷰 ${stamp}`,
    own: `남는 리뷰 ${stamp}`,
  };
  const hidden = await ok(s.createReview(writer, { title: titles.hidden }));
  const deleted = await ok(s.createReview(writer, { title: titles.deleted }));
  const own = await ok(s.createReview(writer, { title: titles.own }));
  const [toWriter, toCommenter] = await Promise.all([writer, commenter].map(device));
  const comment = (who: Member, review: string, content: string, replyToId = "") =>
    ok(
      s.call(who, "/api/collections/comments/records", {
        bookReviewId: review,
        author: who.id,
        content,
        ...(replyToId ? { replyToId } : {}),
      }),
    );
  const texts = { hidden: `신고로 가려질 댓글 ${stamp}`, deleted: `지워질 답글 ${stamp}` };
  await comment(commenter, hidden.id, "가려질 리뷰의 댓글"); // review_comment
  await comment(commenter, deleted.id, "지워질 리뷰의 댓글"); // review_comment
  const parent = await comment(commenter, own.id, texts.hidden); // review_comment
  const reply = await comment(replier, own.id, texts.deleted, parent.id); // comment_reply (+ review_comment)
  await hideByReports("review", hidden.id, reporters, s);
  await ok(s.call(writer, `/api/collections/bookReview/records/${deleted.id}`, undefined, "DELETE"));
  await ok(s.call(commenter, "/api/safety/blocks", { userId: writer.id }));
  await hideByReports("comment", parent.id, reporters, s);
  await ok(s.call(replier, `/api/chaekdongne/comments/${reply.id}/delete`, {}));
  await ok(s.call(replier, "/api/accounts/delete", { password: replier.password })); // 회원탈퇴
  await sendQueued();

  const forWriter = await pushes(toWriter);
  const forCommenter = await pushes(toCommenter);
  const hiddenReview = `${commenter.nickname} 님이 가려진 내 리뷰에 댓글을 남겼어요.`;
  expect(forWriter.map((p) => [p.body, p.url]).sort()).toEqual(
    [
      [hiddenReview, "/notifications"],
      [hiddenReview, "/notifications"], // the deleted one: its title went with it
      [
        `탈퇴한 회원 님 외 1명이 내 리뷰 '${titles.own}'에 댓글을 남겼어요.`,
        `/bookReview/${own.id}/comments`,
      ],
    ].sort(),
  );
  // The commenter blocked the writer: nothing of the writer's review, not even its link.
  expect(forCommenter.map((p) => [p.body, p.url])).toEqual([
    ["탈퇴한 회원 님이 내 댓글에 답글을 남겼어요.", "/notifications"],
  ]);
  expectNone(forCommenter, [titles.own, own.id], []);
  expectNone(
    [...forWriter, ...forCommenter, ...(await inboxOf(writer)), ...(await inboxOf(commenter))],
    [titles.hidden, titles.deleted, texts.hidden, texts.deleted, hidden.id, deleted.id, replier.nickname],
    [writer, commenter, replier, ...reporters],
  );
});

test("chat: no message of a blocked member, hidden by reports or deleted, no club title of a blocked host, nothing after leaving", async () => {
  const [host, reader, other, leaver, visible, blocked, reported] = await Promise.all(
    Array.from({ length: 7 }, () => s.member()),
  );
  const everyone = [host, reader, other, leaver, visible, blocked, reported, ...reporters];
  const { clubId, roomId } = await s.room(everyone);
  const clubTitle = (await s.admin.collection("socialing").getOne(clubId)).title as string;
  const [toReader, toOther, toLeaver] = await Promise.all([reader, other, leaver].map(device));
  const stamp = Date.now() % 100000;
  const texts = {
    host: `모임장의 말 ${stamp}`,
    blocked: `차단된 사람의 말 ${stamp}`,
    reported: `신고로 가려질 말 ${stamp}`,
    deleted: `지워질 말 ${stamp}`,
  };
  const sent = async (who: Member, text: string) => ok(s.send(who, roomId, text));
  await sent(visible, "보이는 말");
  await sent(host, texts.host);
  await sent(blocked, texts.blocked);
  const hiddenMessage = await sent(reported, texts.reported);
  const deletedMessage = await sent(host, texts.deleted);
  await ok(s.call(reader, "/api/safety/blocks", { userId: host.id }));
  await ok(s.call(reader, "/api/safety/blocks", { userId: blocked.id }));
  await hideByReports("message", hiddenMessage.id, reporters, s);
  await s.admin.collection("message").delete(deletedMessage.id);
  await s.admin
    .collection("chattingRoom")
    .update(roomId, { users: everyone.filter((m) => m !== leaver).map((m) => m.id) });
  await sendQueued();

  const room = { url: `/chatRoom/${roomId}`, tag: `chat-${roomId}`, room: roomId };
  // The reader blocked the host: the room is 가려진 모임, and only the one message left to them.
  expect(await pushes(toReader)).toEqual([
    { ...room, title: "가려진 모임", body: `${visible.nickname}: 보이는 말` },
  ]);
  expect(await pushes(toOther)).toEqual([
    { ...room, title: clubTitle, body: `새 메시지 3개 · ${blocked.nickname}: ${texts.blocked}` },
  ]);
  expect(await pushes(toLeaver)).toEqual([]);
  const forReader = await pushes(toReader);
  expectNone(forReader, [clubTitle, texts.host, texts.blocked, texts.reported, texts.deleted], everyone);
  expectNone(await pushes(toOther), [texts.reported, texts.deleted], everyone);
});
