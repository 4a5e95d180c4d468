import { readFileSync } from "node:fs";
import { test, expect, adminClient, createMember, PB_URL, type Member } from "./support/fixtures";
import { ANSWER, call, createClubApi, type ClubRecord } from "./support/clubs";
import { MATRIX, type Expect, type Role, type World } from "./support/authorization-table";

// Every collection × list/view/create/update/delete × role, from the table in
// e2e/support/authorization-table.ts (published in docs/security.md). Raw HTTP only: every
// "allow" must succeed and every "deny" must fail AND leave the data untouched.
test.describe.configure({ mode: "serial" });

let world: World;
const IMAGE = readFileSync("seed/images/cover-r1.webp");

async function raw(who: Member | null, method: string, route: string, body?: unknown) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${PB_URL()}${route}`, {
    method,
    headers: {
      ...(who ? { Authorization: who.token } : {}),
      ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : null };
}

test.beforeAll(async () => {
  const [host, applicant, roomMember, member] = await Promise.all([createMember(), createMember(), createMember(), createMember()]);
  const club: ClubRecord = await createClubApi(host, { limitPerson: "5" });
  expect((await call(applicant, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).status).toBe(200);
  expect((await call(roomMember, `/api/clubs/${club.id}/apply`, { answer: `${ANSWER} 방 멤버` })).status).toBe(200);
  expect((await call(host, `/api/clubs/${club.id}/approve`, { userId: roomMember.id })).status).toBe(200);
  const admin = await adminClient();
  const answer = await admin.collection("socialingQueryAnswer").getFirstListItem(admin.filter("answerUser = {:u}", { u: applicant.id }));
  const fd = new FormData();
  for (const [k, v] of Object.entries({ writer: host.id, bookTitle: "권한 테스트 책", title: "권한 테스트 리뷰", detail: "<p>권한 테스트 본문입니다.</p>" })) fd.append(k, v);
  fd.append("img", new Blob([IMAGE], { type: "image/webp" }), "cover.webp");
  const review = (await raw(host, "POST", "/api/collections/bookReview/records", fd)).json;
  const comment = (await raw(host, "POST", "/api/collections/comments/records", { bookReviewId: review.id, author: host.id, content: "호스트의 댓글" })).json;
  const message = (await raw(roomMember, "POST", "/api/collections/message/records", { chattingRoom: club.chattingRoom, sender: roomMember.id, text: "방 멤버의 메시지" })).json;
  world = {
    members: { visitor: null, member, owner: host, applicant, roomMember },
    ids: { user: host.id, club: club.id, room: club.chattingRoom, answer: answer.id, review: review.id, comment: comment.id, message: message.id },
    raw,
    image: () => new Blob([IMAGE], { type: "image/webp" }),
  };
  expect(Object.values(world.ids).every(Boolean)).toBe(true);
});

async function outcome(expected: Expect, op: string, res: { status: number; json: unknown }, targetId: string | undefined) {
  if (op === "list") {
    const items = ((res.json as { items?: { id: string }[] })?.items ?? []).map((i) => i.id);
    const listed = res.status === 200 && (!targetId || items.includes(targetId));
    expect(listed, `status ${res.status}, items ${items.length}`).toBe(expected === "allow");
    return;
  }
  if (expected === "allow") expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
  else expect([400, 401, 403, 404], JSON.stringify(res.json)).toContain(res.status);
}

for (const row of MATRIX) {
  test(`${row.collection} · ${row.op} · ${row.role} → ${row.expect}${row.note ? ` (${row.note})` : ""}`, async () => {
    const who = world.members[row.role as Role];
    const before = row.verify ? await row.verify(world) : undefined;
    const res = await row.request(world, who);
    await outcome(row.expect, row.op, res, row.target?.(world));
    // A denied write must not have changed anything; an allowed one must show.
    if (row.verify) {
      const after = await row.verify(world);
      if (row.expect === "deny") expect(after).toEqual(before);
      else expect(after).not.toEqual(before);
    }
  });
}

test("the table covers every collection and operation (≥ 60 cases)", () => {
  expect(MATRIX.length).toBeGreaterThanOrEqual(60);
  const collections = new Set(MATRIX.map((r) => r.collection));
  for (const c of ["users", "genres", "socialing", "chattingRoom", "socialingQueryAnswer", "bookReview", "comments", "message", "vitals"]) {
    expect(collections, c).toContain(c);
    for (const op of ["list", "view", "create", "update", "delete"]) {
      expect(MATRIX.some((r) => r.collection === c && r.op === op), `${c} ${op}`).toBe(true);
    }
  }
});
