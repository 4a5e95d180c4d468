import { readFileSync } from "node:fs";
import path from "node:path";
import type PocketBase from "pocketbase";
import { adminClient, client, type Member } from "./fixtures";

// Chat test setup through the admin API (the clubs feature owns the real membership routes).
const IMAGE = path.resolve("seed/images/club-c1.webp"); // tests run from the repo root

export interface ChatSetup {
  clubId: string;
  roomId: string;
  title: string;
}

let n = 0;

/** A club with its chat room; `users` are the room members (host first). */
export async function createChatRoom(users: Member[], title = `채팅 테스트 모임 ${Date.now() % 100000}-${n++}`): Promise<ChatSetup> {
  const admin = await adminClient();
  const fd = new FormData();
  fd.append("img", new Blob([readFileSync(IMAGE)], { type: "image/webp" }), "club.webp");
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
  const room = await admin.collection("chattingRoom").create({ title, socialing: club.id, users: users.map((u) => u.id) });
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
  const list = await admin.collection("message").getFullList({ filter: admin.filter("chattingRoom = {:roomId}", { roomId }), sort: "created,id" });
  return list.map((m) => m.text as string);
}
