import path from "node:path";
import { adminClient, client, createMember, type Member } from "./fixtures";
import { appendPicture } from "./images";

// Review/comment helpers for e2e tests, all through the real API.
export const COVER_PATH = path.resolve("seed/images/cover-r1.webp");

export function memberClient(member: Member) {
  const pb = client();
  pb.authStore.save(member.token, member.record as never);
  return pb;
}

export const randomId = () =>
  Array.from(
    { length: 15 },
    () => "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(Math.random() * 36)],
  ).join("");

/** Creates a review as `member` (multipart with a real cover and its sizes, as the app sends it). */
export async function createReviewAs(
  member: Member,
  fields: { bookTitle: string; title: string; detail: string },
) {
  const data = new FormData();
  data.append("id", randomId());
  data.append("writer", member.id);
  data.append("bookTitle", fields.bookTitle);
  data.append("title", fields.title);
  data.append("detail", fields.detail);
  await appendPicture(data, "cover");
  return memberClient(member).collection("bookReview").create(data);
}

export async function reviewIdByBookTitle(bookTitle: string) {
  const admin = await adminClient();
  const rec = await admin
    .collection("bookReview")
    .getFirstListItem(admin.filter("bookTitle = {:t}", { t: bookTitle }));
  return rec.id;
}

/** Status of a failed SDK call (0 when it succeeded). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 0;
  } catch (error) {
    return (error as { status?: number }).status ?? -1;
  }
}

/** Fresh members one after another (parallel sign-ups can collide on the generated nickname). */
export async function freshMembers(count: number): Promise<Member[]> {
  const out: Member[] = [];
  for (let i = 0; i < count; i++) {
    const make = () => createMember({ nickname: `회원${randomId().slice(0, 8)}` });
    // One retry on a dropped connection (status 0): the shared 2-core machine is busy at times.
    out.push(await make().catch((e: { status?: number }) => (e.status === 0 ? make() : Promise.reject(e))));
  }
  return out;
}
