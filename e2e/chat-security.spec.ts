// Node 20 has no EventSource; the SDK's realtime needs one (eventsource 3 is typed).
import { EventSource as NodeEventSource } from "eventsource";
import type PocketBase from "pocketbase";
import { test, expect, createMember, client, PB_URL, type Member } from "./support/fixtures";
import { createChatRoom, memberClient, sendAs, setRoomUsers } from "./support/chat";
import { call } from "./support/clubs";
import { openRealtime } from "./support/realtime-raw";

// Raw HTTP and realtime checks of the chat rules: nothing here goes through the app.
(globalThis as { EventSource?: unknown }).EventSource ??= NodeEventSource;

// The app's own query shape (pb_hooks/core/query-shapes.js): other shapes are refused outright.
const messages = (roomId: string) =>
  `${PB_URL()}/api/collections/message/records?filter=${encodeURIComponent(`chattingRoom = '${roomId}'`)}&sort=-created,-id&expand=sender`;
const get = async (url: string, who?: Member) => {
  const res = await fetch(url, { headers: who ? { Authorization: who.token } : {} });
  return { status: res.status, body: await res.json() };
};
const post = async (path: string, body: unknown, who?: Member, method = "POST") => {
  const res = await fetch(`${PB_URL()}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(who ? { Authorization: who.token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};

let host: Member, guest: Member, outsider: Member;
let roomId: string;
let messageId: string;

test.beforeAll(async () => {
  [host, guest, outsider] = await Promise.all([createMember(), createMember(), createMember()]);
  ({ roomId } = await createChatRoom([host, guest]));
  messageId = (await sendAs(host, roomId, "멤버 전용 메시지")).id;
});

test("visitors and non-members read nothing of a room", async () => {
  for (const who of [undefined, outsider]) {
    const list = await get(messages(roomId), who);
    expect(list.body.items ?? []).toEqual([]);
    expect((await get(`${PB_URL()}/api/collections/message/records/${messageId}`, who)).status).toBe(404);
    expect((await get(`${PB_URL()}/api/collections/chattingRoom/records/${roomId}`, who)).status).toBe(404);
    const rooms = await get(
      `${PB_URL()}/api/collections/chattingRoom/records?filter=${encodeURIComponent(`users.id ?= '${who?.id ?? ""}'`)}`,
      who,
    );
    expect((rooms.body.items ?? []).map((r: { id: string }) => r.id)).not.toContain(roomId);
  }
  const own = await get(messages(roomId), guest);
  expect(own.body.items.map((m: { text: string }) => m.text)).toEqual(["멤버 전용 메시지"]);
});

test("a member sees the sender's public card only (no email, phone, birth, gender)", async () => {
  const list = await get(messages(roomId), guest);
  const sender = list.body.items[0].expand.sender;
  expect(sender.nickname).toBe(host.nickname);
  for (const key of ["email", "phone", "birth", "gender"]) expect(sender).not.toHaveProperty(key);
});

test("only members create, only as themselves; nobody edits or deletes messages", async () => {
  const create = (who: Member | undefined, sender: string, text = "안녕") =>
    post("/api/collections/message/records", { chattingRoom: roomId, sender, text }, who);
  expect((await create(undefined, host.id)).status).toBe(400);
  expect((await create(outsider, outsider.id)).status).toBe(400);
  expect((await create(guest, host.id)).status).toBe(400); // impersonation
  const blank = await create(guest, guest.id, " \n ");
  expect(blank.status).toBe(400);
  expect(blank.body.message).toBe("메시지를 입력해주세요.");
  expect((await create(guest, guest.id, "가".repeat(1001))).status).toBe(400);
  expect((await create(guest, guest.id, "정상 메시지")).status).toBe(200);

  for (const who of [host, guest, outsider]) {
    const path = `/api/collections/message/records/${messageId}`;
    expect([403, 404]).toContain((await post(path, { text: "바꿔치기" }, who, "PATCH")).status);
    expect([403, 404]).toContain((await post(path, {}, who, "DELETE")).status);
  }
  const stored = await get(messages(roomId), host);
  expect(stored.body.items.find((m: { id: string }) => m.id === messageId).text).toBe("멤버 전용 메시지");
});

test("members cannot change the room: not its users, not its preview", async () => {
  for (const who of [host, guest, outsider]) {
    const res = await post(
      `/api/collections/chattingRoom/records/${roomId}`,
      { users: [who.id, outsider.id], lastMessageText: "가짜" },
      who,
      "PATCH",
    );
    expect([403, 404]).toContain(res.status);
  }
  const res = await post(
    "/api/collections/chattingRoom/records",
    { socialing: "x", users: [outsider.id] },
    outsider,
  );
  expect(res.status).toBe(404); // not a route of the app (pb_hooks/core/routes.js)
});

test("realtime: message events of a room reach its members only", async () => {
  const { roomId: liveRoom, clubId } = await createChatRoom([host, guest]);
  // Fence: every client also follows the (public) club. Events reach one client in the order the
  // server sent them, so once the fence update has arrived, any message event sent before it
  // would have arrived too: "nothing came" is then a fact, not a guess after a sleep.
  let fences = 0;
  const fencesSeen: number[] = [];
  // Messages travel on the room's topic chat/{roomId}; the collection topic message/* (with or
  // without a filter) is refused outright, so nobody can listen to every room.
  const subscribe = async (pb: PocketBase, asCollection: boolean) => {
    const got: string[] = [];
    const i = fencesSeen.push(0) - 1;
    if (asCollection) {
      const raw = await openRealtime(PB_URL(), pb.authStore.token || undefined);
      expect(await raw.subscribe(["message/*"])).toBe(400);
      raw.close();
    }
    await pb.realtime.subscribe(`chat/${liveRoom}`, (e: { record: { text: string } }) =>
      got.push(e.record.text),
    );
    await pb.collection("socialing").subscribe(clubId, () => fencesSeen[i]++);
    return got;
  };
  const visitorPb = client();
  const clients = [memberClient(guest), memberClient(outsider), memberClient(outsider), visitorPb, client()];
  const [guestGot, outsiderFiltered, outsiderAll, visitorFiltered, visitorAll] = await Promise.all([
    subscribe(clients[0], false),
    subscribe(clients[1], false),
    subscribe(clients[2], true),
    subscribe(clients[3], false),
    subscribe(clients[4], true),
  ]);
  const fence = async () => {
    fences++;
    await call(host, `/api/clubs/${clubId}/like`, { like: fences % 2 === 1 });
    await expect.poll(() => fencesSeen.every((n) => n >= fences)).toBe(true);
  };
  // chatAccess topic of someone else's room: the server answers "not a member" (on each POST that
  // carries the topic: the SDK re-sends its whole list), the same as for a room that does not
  // exist, and drops the topic, so room activity stays hidden.
  const accessPings: unknown[] = [];
  const nowherePings: unknown[] = [];
  await clients[1].realtime.subscribe(`chatAccess/${liveRoom}`, (e) => accessPings.push(e));
  await clients[1].realtime.subscribe("chatAccess/nosuchroom00001", (e) => nowherePings.push(e));

  await sendAs(host, liveRoom, "실시간 비밀");
  await fence();
  expect(guestGot).toEqual(["실시간 비밀"]);
  expect(outsiderFiltered).toEqual([]);
  expect(outsiderAll).toEqual([]);
  expect(visitorFiltered).toEqual([]);
  expect(visitorAll).toEqual([]);
  const notMember = (pings: unknown[]) =>
    pings.length > 0 && pings.every((p) => JSON.stringify(p) === '{"reason":"removed"}');
  expect(notMember(accessPings), JSON.stringify(accessPings)).toBe(true);
  expect(notMember(nowherePings), JSON.stringify(nowherePings)).toBe(true);
  const pingsBefore = accessPings.length;

  // Removed from the room: the next message no longer reaches the former member.
  await setRoomUsers(liveRoom, [host]);
  await sendAs(host, liveRoom, "나간 뒤의 메시지");
  await fence();
  expect(guestGot).toEqual(["실시간 비밀"]);
  expect(accessPings).toHaveLength(pingsBefore); // the removal itself did not reach the outsider
  expect(
    (
      await post(
        "/api/collections/message/records",
        { chattingRoom: liveRoom, sender: guest.id, text: "또 올게요" },
        guest,
      )
    ).status,
  ).toBe(400);
  for (const pb of clients) pb.realtime.unsubscribe();
});
