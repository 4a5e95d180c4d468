import { expect } from "@playwright/test";
import type PocketBase from "pocketbase";
import { adminClient, PB_URL, type Member } from "./fixtures";
import { freshMembers } from "./reviews";

// Raw-HTTP readers of every derived value the app shows (docs/security.md "Derived copies"), each
// in the exact shape the app sends, plus the two ways a source stops being visible: a block and
// hiding by reports.

/** A raw request as `who` (a member's token, or none), to the shared server or `base`. */
export async function raw(
  who: Pick<Member, "token"> | null,
  path: string,
  init: RequestInit = {},
  base = PB_URL(),
) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      "Content-Type": "application/json",
      ...(who ? { Authorization: who.token } : {}),
      ...(init.headers ?? {}),
    },
  });
  const text = await res.text();
  return { status: res.status, text, body: parseJson(text) };
}

/** The JSON of an answer (null for an empty or non-JSON body, e.g. a file). */
function parseJson(text: string) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

// The app's own shapes (src/features/chat/api/types.ts, get-chat-rooms.ts, get-chat-room.ts).
export const ROOM_FIELDS =
  "id,collectionId,socialing,users,clubTitle,lastMessageText,lastMessageHiddenReason,lastMessageAt,created,expand.socialing.id,expand.socialing.collectionId,expand.socialing.title,expand.socialing.img";
export const MESSAGE_FIELDS =
  "id,collectionId,chattingRoom,sender,text,hiddenReason,created,expand.sender.id,expand.sender.collectionId,expand.sender.nickname,expand.sender.img";

export interface RoomItem {
  id: string;
  clubTitle?: string;
  lastMessageText?: string;
  lastMessageHiddenReason?: string;
  lastMessageAt?: string;
  expand?: { socialing?: { id: string; title: string } };
}

/** One room as the member's room list shows it (the app's list request), with its raw answer. */
export async function roomInList(who: Member, roomId: string, fields = ROOM_FIELDS) {
  const q = new URLSearchParams({
    page: "1",
    perPage: "30",
    filter: `users.id ?= '${who.id}'`,
    sort: "-lastMessageAt,-created",
    expand: "socialing",
    ...(fields ? { fields } : {}),
  });
  const res = await raw(who, `/api/collections/chattingRoom/records?${q}`);
  expect(res.status).toBe(200);
  const item = (res.body.items as RoomItem[]).find((r) => r.id === roomId);
  return { item, text: res.text };
}

/** The room as the open chat room shows it (the app's view request). */
export async function roomView(who: Member, roomId: string) {
  const q = new URLSearchParams({
    expand: "socialing,users",
    fields: `${ROOM_FIELDS},expand.users.id,expand.users.collectionId,expand.users.nickname,expand.users.img`,
  });
  const res = await raw(who, `/api/collections/chattingRoom/records/${roomId}?${q}`);
  expect(res.status).toBe(200);
  return { item: res.body as unknown as RoomItem, text: res.text };
}

/** A room's newest messages as the open room lists them (the app's first page). */
export async function roomMessages(who: Member, roomId: string) {
  const q = new URLSearchParams({
    page: "1",
    perPage: "30",
    filter: `chattingRoom = '${roomId}'`,
    sort: "-created,-id",
    expand: "sender",
    fields: MESSAGE_FIELDS,
    skipTotal: "1",
  });
  const res = await raw(who, `/api/collections/message/records?${q}`);
  expect(res.status).toBe(200);
  return res.body.items as { id: string; text: string; hiddenReason?: string }[];
}

export interface InboxItem {
  kind: string;
  actors: string[];
  actorCount: number;
  targetId: string;
  targetTitle: string;
}

export async function inbox(who: Member) {
  const res = await raw(who, "/api/chaekdongne/notifications");
  expect(res.status).toBe(200);
  return { items: res.body.items as InboxItem[], text: res.text };
}

export async function unreadNotifications(who: Member) {
  return (await raw(who, "/api/chaekdongne/notifications/unread")).body.count as number;
}

export async function chatUnread(who: Member, roomId: string) {
  const res = await raw(who, "/api/chaekdongne/chat/unread");
  expect(res.status).toBe(200);
  const rooms = res.body.rooms as { id: string; unread: number }[];
  return { room: rooms.find((r) => r.id === roomId)?.unread, total: res.body.total as number };
}

export async function commentCount(who: Member | null, reviewId: string) {
  const res = await raw(who, `/api/chaekdongne/reviews/${reviewId}/comment-count`);
  expect(res.status).toBe(200);
  return res.body.count as number;
}

export async function block(who: Member, userId: string) {
  const res = await raw(who, "/api/safety/blocks", { method: "POST", body: JSON.stringify({ userId }) });
  expect(res.status).toBe(200);
}

/** Distinct reporters enough to hide content (REPORT_HIDE_THRESHOLD's default, 5). */
export const HIDE_REPORTS = 5;

export const reporters = () => freshMembers(HIDE_REPORTS);

/**
 * Hides the target for everyone by reports (pb_hooks/safety/lib.js hideIfReported decides): each of
 * `by` reports it once. If the rule that counts reports changes, this is the one place to adapt.
 * `on`: another server than the shared one (a private server started with TEST_SERVER_ENV).
 */
export async function hideByReports(
  targetType: "review" | "comment" | "message" | "club",
  targetId: string,
  by: Member[],
  on?: { url: string; admin: PocketBase },
) {
  // Only reports from verified members count (issue 25; the shared server waives the account age).
  const admin = on?.admin ?? (await adminClient());
  await Promise.all(by.map((m) => admin.collection("users").update(m.id, { verified: true })));
  for (const m of by) {
    const res = await raw(
      m,
      "/api/safety/reports",
      { method: "POST", body: JSON.stringify({ targetType, targetId, reason: "abuse" }) },
      on?.url,
    );
    expect(res.status, res.text).toBe(200);
  }
}

/** Ends every session of `member` on the server (their password changed, as on another device). */
export async function revoke(member: Member) {
  const changed = await raw(member, `/api/collections/users/records/${member.id}`, {
    method: "PATCH",
    body: JSON.stringify({
      oldPassword: member.password,
      password: REVOKED_PASSWORD,
      passwordConfirm: REVOKED_PASSWORD,
    }),
  });
  expect(changed.status, changed.text).toBe(200);
}

/** The password `revoke` sets. */
export const REVOKED_PASSWORD = "changed12!";
