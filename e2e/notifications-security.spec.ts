import { EventSource as NodeEventSource } from "eventsource";
import { test, expect, createMember, client, adminClient, type Member } from "./support/fixtures";
import { call, createClubApi, ANSWER } from "./support/clubs";
import { memberClient, sendAs } from "./support/chat";
import { raw } from "./support/visibility";

// Raw HTTP and realtime: a member's notifications and chat read markers belong to that member only.
(globalThis as { EventSource?: unknown }).EventSource ??= NodeEventSource;

const NOTIFICATIONS = "/api/chaekdongne/notifications";

let host: Member, applicant: Member, outsider: Member;
let clubId: string, roomId: string;

test.beforeAll(async () => {
  [host, applicant, outsider] = await Promise.all([createMember(), createMember(), createMember()]);
  const club = await createClubApi(host, { title: `알림 보안 모임 ${Date.now() % 100000}` });
  clubId = club.id;
  roomId = club.chattingRoom;
  expect((await call(applicant, `/api/clubs/${clubId}/apply`, { answer: ANSWER })).status).toBe(200);
});

test("the inbox route answers with the caller's own notifications only; visitors get 401", async () => {
  const mine = await raw(host, NOTIFICATIONS);
  expect(mine.status).toBe(200);
  const applied = mine.body.items.find((n: { targetId: string }) => n.targetId === clubId);
  expect(applied).toMatchObject({ kind: "club_applied", actors: [applicant.nickname], read: false });

  // Another member, even naming the host in every way a query could: their own (empty) inbox.
  for (const query of [
    "",
    `?recipient=${host.id}`,
    `?filter=${encodeURIComponent(`recipient='${host.id}'`)}`,
  ]) {
    const other = await raw(outsider, `${NOTIFICATIONS}${query}`);
    expect(other.status).toBe(200);
    expect(other.body.items).toEqual([]);
  }
  expect((await raw(null, NOTIFICATIONS)).status).toBe(401);
  expect((await raw(null, `${NOTIFICATIONS}/unread`)).status).toBe(401);
  expect((await raw(outsider, `${NOTIFICATIONS}/unread`)).body.count).toBe(0);
  expect((await raw(host, `${NOTIFICATIONS}/unread`)).body.count).toBeGreaterThan(0);
});

test("nothing private in a notification: no phone, email, birth, gender or answer", async () => {
  // The app's request (it writes the sentence) and an older build's (the server adds `text`).
  const mine = await raw(host, `${NOTIFICATIONS}?sentences=app`);
  const older = await raw(host, NOTIFICATIONS);
  for (const secret of [applicant.phone, applicant.email, ANSWER, "1995-05-05", "female", applicant.id]) {
    expect(mine.text).not.toContain(secret);
    expect(older.text).not.toContain(secret);
  }
  const keys = ["actorCount", "actors", "at", "id", "kind", "read", "targetId", "targetTitle"];
  expect(Object.keys(mine.body.items[0]).sort()).toEqual(keys);
  expect(Object.keys(older.body.items[0]).sort()).toEqual([...keys, "text"].sort());
});

test("the records API gives nobody notifications: list, view, create, update, delete, filters", async () => {
  const id = (await raw(host, NOTIFICATIONS)).body.items[0].id as string;
  const R = "/api/collections/notifications/records";
  // Not a route of the app (pb_hooks/core/routes.js): the 404 of an unknown path for everyone.
  const status = async (who: Member | null, route: string, init?: RequestInit) =>
    (await raw(who, route, init)).status;
  for (const who of [null, outsider, host]) {
    expect(await status(who, R)).toBe(404);
    expect(await status(who, `${R}?filter=${encodeURIComponent(`recipient='${host.id}'`)}`)).toBe(404);
    expect(await status(who, `${R}/${id}`)).toBe(404);
    const body = JSON.stringify({ recipient: host.id, kind: "club_full", at: "2026-01-01" });
    expect(await status(who, R, { method: "POST", body })).toBe(404);
    expect(await status(who, `${R}/${id}`, { method: "PATCH", body: JSON.stringify({ read: true }) })).toBe(
      404,
    );
    expect(await status(who, `${R}/${id}`, { method: "DELETE" })).toBe(404);
  }
  // No relation leads there from a public collection: a back-relation filter is not even valid.
  for (const filter of [
    `notifications_via_recipient.kind != ''`,
    `@collection.notifications.recipient ?= id`,
  ]) {
    const res = await raw(outsider, `/api/collections/users/records?filter=${encodeURIComponent(filter)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
  }
  const stillUnread = (await raw(host, NOTIFICATIONS)).body.items.find((n: { id: string }) => n.id === id);
  expect(stillUnread.read).toBe(false);
});

test("marking read touches only my own notifications", async () => {
  const before = await raw(host, `${NOTIFICATIONS}/unread`);
  const ids = (await raw(host, NOTIFICATIONS)).body.items.map((n: { id: string }) => n.id);
  expect(
    (await raw(outsider, `${NOTIFICATIONS}/read`, { method: "POST", body: JSON.stringify({ ids }) })).status,
  ).toBe(200);
  expect((await raw(outsider, `${NOTIFICATIONS}/read`, { method: "POST", body: "{}" })).status).toBe(200);
  expect((await raw(null, `${NOTIFICATIONS}/read`, { method: "POST", body: "{}" })).status).toBe(401);
  expect((await raw(host, `${NOTIFICATIONS}/unread`)).body.count).toBe(before.body.count);
});

test("realtime: the inbox ping reaches the recipient's connections only", async () => {
  // A club nobody else touches: its update is the fence sent after the ping (below).
  const fenceClub = await createClubApi(host, { title: `알림 펜스 모임 ${Date.now() % 100000}` });
  const subscribe = async (who: Member | null) => {
    const pb = who ? memberClient(who) : client();
    const pings: unknown[] = [];
    const records: unknown[] = [];
    const fences: unknown[] = [];
    await pb.realtime.subscribe("inbox", (e) => pings.push(e));
    await pb.collection("socialing").subscribe(fenceClub.id, (e) => fences.push(e));
    // Refused (no such topic for clients); last, because the SDK resends every topic it holds.
    await pb
      .collection("notifications")
      .subscribe("*", (e) => records.push(e))
      .catch(() => undefined);
    return { pb, pings, records, fences };
  };
  const [hostSide, outsiderSide, visitorSide] = await Promise.all([
    subscribe(host),
    subscribe(outsider),
    subscribe(null),
  ]);
  const second = await createMember();
  expect((await call(second, `/api/clubs/${clubId}/apply`, { answer: ANSWER })).status).toBe(200);
  await expect.poll(() => hostSide.pings.length).toBeGreaterThan(0);
  // Fence: an event every connection gets, sent after the ping. Each connection's events come in
  // the order the server sent them, so a ping wrongly sent to it would have arrived first.
  expect((await call(second, `/api/clubs/${fenceClub.id}/like`, { like: true })).status).toBe(200);
  for (const side of [hostSide, outsiderSide, visitorSide])
    await expect.poll(() => side.fences.length).toBeGreaterThan(0);
  expect(outsiderSide.pings).toEqual([]);
  expect(visitorSide.pings).toEqual([]);
  for (const side of [hostSide, outsiderSide, visitorSide]) expect(side.records).toEqual([]);
  // The ping says only that something changed: no content.
  expect(JSON.stringify(hostSide.pings)).not.toContain(second.nickname);
  for (const side of [hostSide, outsiderSide, visitorSide]) side.pb.realtime.unsubscribe();
});

/** A connection (a member's, or a visitor's for null) holding `topic`, with what came on it. */
async function pushedOn<T>(topic: string, who: Member | null) {
  const pb = who ? memberClient(who) : client();
  const counts: T[] = [];
  await pb.realtime.subscribe(topic, (e: T) => counts.push(e));
  return { pb, counts };
}

test("realtime: the pushed unread chat counts are each member's own; a visitor gets none", async () => {
  await sendAs(host, roomId, "푸시로 오는 읽지 않은 수");
  type Counts = { rooms: { id: string; unread: number }[]; total: number };
  const [hostSide, outsiderSide, visitorSide] = await Promise.all(
    [host, outsider, null].map((who) => pushedOn<Counts>("chatUnread", who)),
  );
  const routeSays = async (who: Member) => (await raw(who, "/api/chaekdongne/chat/unread")).body;
  await expect.poll(() => hostSide.counts.length).toBeGreaterThan(0);
  await expect.poll(() => outsiderSide.counts.length).toBeGreaterThan(0);
  // The same counts the route gives each of them: the outsider's has no room of the host's club.
  expect(hostSide.counts[0]).toEqual(await routeSays(host));
  expect(outsiderSide.counts[0]).toEqual(await routeSays(outsider));
  expect(outsiderSide.counts[0].rooms.map((r) => r.id)).not.toContain(roomId);
  // A visitor's connection: a later subscription change is answered, and still nothing came.
  await visitorSide.pb.realtime.subscribe("PB_CONNECT", () => undefined);
  expect(visitorSide.counts).toEqual([]);
  for (const side of [hostSide, outsiderSide, visitorSide]) side.pb.realtime.unsubscribe();
});

test("realtime: the pushed unread notification count is each member's own; a visitor gets none", async () => {
  const [hostSide, outsiderSide, visitorSide] = await Promise.all(
    [host, outsider, null].map((who) => pushedOn<{ count: number }>("notificationsUnread", who)),
  );
  const routeSays = async (who: Member) => (await raw(who, `${NOTIFICATIONS}/unread`)).body;
  await expect.poll(() => hostSide.counts.length).toBeGreaterThan(0);
  await expect.poll(() => outsiderSide.counts.length).toBeGreaterThan(0);
  // The same count the route gives each of them: the host has the application, the outsider none.
  expect(hostSide.counts[0]).toEqual(await routeSays(host));
  expect(hostSide.counts[0].count).toBeGreaterThan(0);
  expect(outsiderSide.counts[0]).toEqual({ count: 0 });
  // A visitor's connection: a later subscription change is answered, and still nothing came.
  await visitorSide.pb.realtime.subscribe("PB_CONNECT", () => undefined);
  expect(visitorSide.counts).toEqual([]);
  for (const side of [hostSide, outsiderSide, visitorSide]) side.pb.realtime.unsubscribe();
});

test("chat read markers: only a room member moves their own; nobody else reads or sets them", async () => {
  await sendAs(host, roomId, "읽음 표시 확인용 메시지");
  // The applicant is not confirmed yet, so not in the room.
  for (const who of [outsider, applicant]) {
    expect((await raw(who, `/api/chaekdongne/chat/${roomId}/read`, { method: "POST" })).status).toBe(404);
    const unread = await raw(who, "/api/chaekdongne/chat/unread");
    expect(unread.body.rooms.map((r: { id: string }) => r.id)).not.toContain(roomId);
  }
  expect((await raw(null, `/api/chaekdongne/chat/${roomId}/read`, { method: "POST" })).status).toBe(401);
  expect((await raw(null, "/api/chaekdongne/chat/unread")).status).toBe(401);
  // The marker table is no collection: no records API reaches it.
  expect((await raw(outsider, "/api/collections/chat_read/records")).status).toBe(404);

  const member = await createMember();
  expect((await call(member, `/api/clubs/${clubId}/apply`, { answer: ANSWER })).status).toBe(200);
  expect((await call(host, `/api/clubs/${clubId}/approve`, { userId: member.id })).status).toBe(200);
  await sendAs(host, roomId, "확정 뒤의 메시지");
  const count = async () =>
    (await raw(member, "/api/chaekdongne/chat/unread")).body.rooms.find(
      (r: { id: string }) => r.id === roomId,
    )?.unread;
  expect(await count()).toBeGreaterThan(0);
  expect((await raw(member, `/api/chaekdongne/chat/${roomId}/read`, { method: "POST" })).status).toBe(200);
  expect(await count()).toBe(0);
  // The host's own marker did not move with the member's.
  await sendAs(member, roomId, "멤버가 보낸 메시지");
  expect(
    (await raw(host, "/api/chaekdongne/chat/unread")).body.rooms.find((r: { id: string }) => r.id === roomId)
      ?.unread,
  ).toBe(1);
});

test("comment delete route: only the author; other members change nothing", async () => {
  const review = await (
    await adminClient()
  )
    .collection("bookReview")
    .getFirstListItem("title != ''", { sort: "created" });
  const comment = await memberClient(applicant)
    .collection("comments")
    .create({ bookReviewId: review.id, author: applicant.id, content: "지워지면 안 되는 댓글" });
  for (const who of [null, outsider, host]) {
    expect([401, 404]).toContain(
      (await raw(who, `/api/chaekdongne/comments/${comment.id}/delete`, { method: "POST" })).status,
    );
  }
  const stored = async () => (await adminClient()).collection("comments").getOne(comment.id);
  expect((await stored()).content).toBe("지워지면 안 되는 댓글");
  // Nor can anyone mark a comment deleted through the records API, not even its author.
  const patch = await raw(applicant, `/api/collections/comments/records/${comment.id}`, {
    method: "PATCH",
    body: JSON.stringify({ deleted: true }),
  });
  expect([400, 404]).toContain(patch.status);
  expect((await stored()).deleted).toBe(false);
});
