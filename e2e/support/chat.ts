import type { Page } from "@playwright/test";
import PocketBase from "pocketbase";
import { adminClient, client, PB_URL, SESSION_STORAGE_KEY, type Member } from "./fixtures";
import { appendPicture } from "./images";

// Chat test setup through the admin API (the clubs feature owns the real membership routes).

export interface ChatSetup {
  clubId: string;
  roomId: string;
  title: string;
}

let n = 0;

/** A club with its chat room; `users` are the room members (host first). */
export async function createChatRoom(
  users: Member[],
  title = `채팅 테스트 모임 ${Date.now() % 100000}-${n++}`,
): Promise<ChatSetup> {
  const admin = await adminClient();
  const fd = new FormData();
  await appendPicture(fd, "club");
  const fields = {
    genre: "genre0000000001",
    title,
    detail: "채팅 테스트용 모임이에요.",
    dateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    limitPerson: "10",
    query: "함께 읽고 싶은 책은?",
    createUser: users[0].id,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const club = await admin.collection("socialing").create(fd);
  const room = await admin
    .collection("chattingRoom")
    .create({ title, socialing: club.id, users: users.map((u) => u.id) });
  await admin.collection("socialing").update(club.id, { chattingRoom: room.id });
  return { clubId: club.id, roomId: room.id, title };
}

/** Sets the room's members (what approve/cancel/leave do on the server). */
export async function setRoomUsers(roomId: string, users: Member[]) {
  const admin = await adminClient();
  await admin.collection("chattingRoom").update(roomId, { users: users.map((u) => u.id) });
}

export async function deleteClub(clubId: string) {
  const admin = await adminClient();
  await admin.collection("socialing").delete(clubId); // cascades to the chat room
}

/** The member's own SDK client (raw API, no app). */
export function memberClient(member: Member): PocketBase {
  const pb = client();
  pb.authStore.save(member.token, member.record as never);
  return pb;
}

export async function sendAs(member: Member, roomId: string, text: string) {
  return memberClient(member).collection("message").create({ chattingRoom: roomId, sender: member.id, text });
}

/** Every stored message of a room, read as admin (what really reached the server). */
export async function storedTexts(roomId: string): Promise<string[]> {
  const admin = await adminClient();
  const list = await admin
    .collection("message")
    .getFullList({ filter: admin.filter("chattingRoom = {:roomId}", { roomId }), sort: "created,id" });
  return list.map((m) => m.text as string);
}

/**
 * A private PocketBase for tests that stop or restart the server: the shared e2e server stays up
 * for the other worker. The pages reach it through `routeToServer` (same app build).
 */
export async function privateServer() {
  const { startPrivateServer } = await import("./private-server");
  const { server, admin, member } = await startPrivateServer();
  const room = async (users: Member[]) => {
    const fd = new FormData();
    await appendPicture(fd, "club");
    const fields = {
      genre: "genre0000000001",
      title: "재시작 테스트 모임",
      detail: "재시작 테스트",
      dateTime: "2030-01-01 10:00:00.000Z",
      limitPerson: "5",
      query: "?",
      createUser: users[0].id,
    };
    for (const [k, v] of Object.entries(fields)) fd.append(k, v);
    const club = await admin.collection("socialing").create(fd);
    const r = await admin
      .collection("chattingRoom")
      .create({ title: fields.title, socialing: club.id, users: users.map((u) => u.id) });
    return r.id as string;
  };
  const send = async (who: Member, roomId: string, text: string) => {
    const pb = new PocketBase(server.url);
    pb.authStore.save(who.token, who.record as never);
    await pb.collection("message").create({ chattingRoom: roomId, sender: who.id, text });
  };
  const texts = async (roomId: string) =>
    (
      await admin
        .collection("message")
        .getFullList({ filter: admin.filter("chattingRoom = {:roomId}", { roomId }), sort: "created,id" })
    ).map((m) => m.text as string);
  return { server, member, room, send, texts };
}

/** Sends the page's PocketBase traffic (API and realtime) to another server, logged in as `who`. */
export async function routeToServer(page: Page, url: string, who: Member) {
  const shared = PB_URL();
  await page.route(`${shared}/**`, (route) =>
    route.continue({ url: route.request().url().replace(shared, url) }),
  );
  const value = JSON.stringify({ state: { token: who.token, user: who.record }, version: 0 });
  await page.addInitScript(([k, v]) => window.localStorage.getItem(k) || window.localStorage.setItem(k, v), [
    SESSION_STORAGE_KEY,
    value,
  ] as const);
}
