import { expect } from "@playwright/test";
import { adminClient, client, createMember, PB_URL, type Member } from "./fixtures";
import { appendPicture } from "./images";

// Helpers and data for e2e/privacy.spec.ts: raw HTTP calls and a small world in which member B's
// data could leak to member A through every collection.

export const SECRET_ANSWER = "B의 비밀 답변이에요 열 글자 이상";
const PUBLIC_USER_KEYS = ["id", "collectionId", "collectionName", "nickname", "img"];

export async function raw(member: Member | null, route: string, init: RequestInit = {}) {
  const headers = {
    ...(init.headers as Record<string, string>),
    ...(member ? { Authorization: member.token } : {}),
  };
  const res = await fetch(`${PB_URL()}${route}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : null };
}

export const json = (body: unknown): RequestInit => ({
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** No trace of `other`'s email or phone, and every users record but the caller's is the public card. */
export function expectNoPrivateData(text: string, callerId: string, other: Member) {
  expect(text).not.toContain(other.phone);
  expect(text).not.toContain(other.email);
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== "object") return;
    const o = v as Record<string, unknown>;
    if (o.collectionName === "users" && o.id !== callerId) {
      expect(
        Object.keys(o).filter((k) => !PUBLIC_USER_KEYS.includes(k)),
        `users ${o.id}`,
      ).toEqual([]);
    }
    Object.values(o).forEach(walk);
  };
  walk(JSON.parse(text));
}

export interface PrivacyWorld {
  a: Member; // the caller
  b: Member; // the member whose data must stay private
  reviewId: string;
  commentId: string;
  clubId: string;
  roomId: string;
}

/** B writes a review and a comment; A hosts a club B applied to, was confirmed in, liked, answered and chats in. */
export async function createPrivacyWorld(): Promise<PrivacyWorld> {
  const a = await createMember();
  const b = await createMember();
  const admin = await adminClient();
  const pbB = client();
  pbB.authStore.save(b.token, null);
  const fd = new FormData();
  await appendPicture(fd, "cover");
  for (const [k, v] of Object.entries({
    writer: b.id,
    bookTitle: "프라이버시",
    title: "비공개 확인용 리뷰",
    detail: "<p>열 글자가 넘는 본문이에요.</p>",
  }))
    fd.append(k, v);
  const reviewId = (await pbB.collection("bookReview").create(fd)).id;
  const commentId = (
    await pbB.collection("comments").create({ bookReviewId: reviewId, author: b.id, content: "B의 댓글" })
  ).id;
  const club = new FormData();
  await appendPicture(club, "club");
  const fields = {
    genre: "genre0000000001",
    title: "비공개 확인 모임",
    detail: "프라이버시 테스트 모임이에요.",
    dateTime: new Date(Date.now() + 86_400_000).toISOString(),
    limitPerson: "5",
    query: "왜 참여하나요?",
    createUser: a.id,
  };
  for (const [k, v] of Object.entries(fields)) club.append(k, v);
  const clubId = (await admin.collection("socialing").create(club)).id;
  const roomId = (
    await admin.collection("chattingRoom").create({ title: "비공개", socialing: clubId, users: [a.id, b.id] })
  ).id;
  const answer = await admin
    .collection("socialingQueryAnswer")
    .create({ socialing: clubId, answerUser: b.id, answer: SECRET_ANSWER });
  await admin.collection("socialing").update(clubId, {
    chattingRoom: roomId,
    applicant: [b.id],
    confirmUser: [b.id],
    like: [b.id],
    answer: [answer.id],
  });
  await admin.collection("users").update(b.id, { like: [clubId], participantSocialing: [clubId] });
  await admin.collection("users").update(a.id, { like: [clubId] });
  await admin.collection("message").create({ chattingRoom: roomId, sender: b.id, text: "B의 메시지" });
  await admin.collection("comments").update(commentId, { likePeoples: [b.id] });
  return { a, b, reviewId, commentId, clubId, roomId };
}
