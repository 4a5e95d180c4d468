import {
  test,
  expect,
  createMember,
  adminClient,
  loginAs,
  answerPushPromptLater,
  expectNoSeriousA11yViolations,
  PB_URL,
  type Member,
} from "./support/fixtures";
import { ANSWER, call, createClubApi, type ClubRecord } from "./support/clubs";
import { openRealtime } from "./support/realtime-raw";
import { block, inbox } from "./support/visibility";

// The waitlist of a full club (issue 34), raw HTTP against the real server: the line's order and
// privacy, promotion when a seat frees (leave, cancel, a raised headcount), and its races; then
// one browser journey (대기 신청, 대기 N번째, the host's 멤버 관리, 모집 인원 늘리기, 대기 취소하기).
// The lapse of a promoted application is in the cron test of e2e/clubs-security.spec.ts.

let adminPb: Awaited<ReturnType<typeof adminClient>>;
test.beforeAll(async () => {
  adminPb = await adminClient();
});

// Parallel in small batches, with nicknames unique across workers.
async function members(n: number): Promise<Member[]> {
  const out: Member[] = [];
  for (let i = 0; i < n; i += 8) {
    const batch = Array.from({ length: Math.min(8, n - i) }, () =>
      createMember({ nickname: `w${Math.random().toString(36).slice(2, 11)}` }),
    );
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

interface Club extends ClubRecord {
  waitlistCount: number;
}
interface Entry {
  id: string;
  position: number;
  member: { id: string; nickname: string } & Record<string, unknown>;
  answer: string;
  joinedAt: string;
}
const stored = (id: string) => adminPb.collection("socialing").getOne<Club>(id);
const waitlist = (clubId: string) => `/api/clubs/${clubId}/waitlist`;
async function lineAs(who: Member | null, clubId: string) {
  const res = await call(who, waitlist(clubId), undefined, "GET");
  return res as { status: number; body: { items: Entry[]; count: number } };
}
const answerOf = (m: Member) => `${m.nickname}의 대기 답변이에요. 꼭 함께하고 싶어요.`;
const join = (m: Member, clubId: string, id?: string) =>
  call(m, waitlist(clubId), { answer: answerOf(m), ...(id ? { id } : {}) });
const leaveLine = (m: Member, clubId: string) => call(m, waitlist(clubId), undefined, "DELETE");
const rows = (clubId: string) =>
  adminPb.collection("socialingWaitlist").getFullList<{ member: string; seq: number }>({
    filter: adminPb.filter("socialing = {:c}", { c: clubId }),
    sort: "seq",
  });

/** A club of `limit` seats, all confirmed. */
async function fullClub(host: Member, limit = 3) {
  const club = await createClubApi(host, { limitPerson: String(limit) });
  const seated = await members(limit);
  for (const m of seated) {
    expect((await call(m, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).status).toBe(200);
    expect((await call(host, `/api/clubs/${club.id}/approve`, { userId: m.id })).status).toBe(200);
  }
  return { club, seated };
}

/** Everything that must hold whatever happened: one place per member, places 1..n, counts agree. */
async function expectConsistent(clubId: string) {
  const club = await stored(clubId);
  const line = await rows(clubId);
  const waiting = line.map((r) => r.member);
  expect(new Set(waiting).size).toBe(waiting.length);
  expect(new Set(line.map((r) => r.seq)).size).toBe(line.length);
  expect(club.waitlistCount).toBe(line.length);
  for (const id of waiting) {
    expect(club.applicant).not.toContain(id);
    expect(club.confirmUser).not.toContain(id);
  }
  expect(club.confirmUser.length).toBeLessThanOrEqual(club.limitPerson);
  const answers = await adminPb
    .collection("socialingQueryAnswer")
    .getFullList<{ answerUser: string; fromWaitlist: boolean; expired: boolean }>({
      filter: adminPb.filter("socialing = {:c} && expired = false", { c: clubId }),
    });
  expect(answers.map((a) => a.answerUser).sort()).toEqual([...club.applicant, ...club.confirmUser].sort());
  return { club, waiting, answers };
}

test("a full club's line: own place only, the host sees order and answers, leave and re-join", async () => {
  const [host, outsider] = await members(2);
  const { club, seated } = await fullClub(host);
  const [w1, w2, w3] = await members(3);

  // Full: apply is refused, the line is the way. A club with seats says so.
  expect((await call(w1, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).body.message).toBe(
    "모집 인원이 모두 찼어요.",
  );
  const open = await createClubApi(host);
  expect((await join(w1, open.id)).body.message).toBe("아직 자리가 있어요. 바로 신청해주세요.");

  const key = Math.random().toString(36).slice(2, 9).padEnd(15, "0");
  expect((await join(w1, club.id, key)).status).toBe(200);
  expect((await join(w1, club.id, key)).status).toBe(200); // the same request again: lands once
  expect((await join(w1, club.id)).body.message).toBe("이미 대기 중인 모임이에요.");
  expect((await join(w2, club.id)).status).toBe(200);
  // Realtime: an outsider watching the club sees the count move, never who joined or their answer;
  // the line itself is no topic at all.
  const rt = await openRealtime(PB_URL(), outsider.token);
  expect(await rt.subscribe([`socialing/${club.id}`])).toBe(204);
  expect(await rt.subscribe(["socialingWaitlist/*"])).toBe(400);
  expect(await rt.subscribe([`socialing/${club.id}`])).toBe(204);
  const third = await join(w3, club.id);
  expect(third.status).toBe(200);
  expect(third.body.waitlistCount).toBe(3); // the count is public; who waits is not
  expect(JSON.stringify(third.body)).not.toContain(w1.id);
  await expect.poll(() => rt.events.some((e) => e.includes('"waitlistCount":3'))).toBe(true);
  expect(rt.events.join("\n")).not.toContain(w3.id);
  expect(rt.events.join("\n")).not.toContain(answerOf(w3));
  rt.close();

  // Refusals: the host, a seated member, bad answers, visitors.
  expect((await join(host, club.id)).status).toBe(400);
  expect((await join(seated[0], club.id)).body.message).toBe("이미 신청한 모임이에요.");
  expect((await call(outsider, waitlist(club.id), { answer: "짧아요" })).status).toBe(400);
  expect((await call(outsider, waitlist(club.id), { answer: "가".repeat(201) })).status).toBe(400);
  expect((await call(null, waitlist(club.id), { answer: ANSWER })).status).toBe(401);
  expect((await lineAs(null, club.id)).status).toBe(401);

  // The host: everyone, in order, with answers. A member: their own place. Others: nothing.
  const hostView = await lineAs(host, club.id);
  expect(hostView.body.items.map((e) => [e.position, e.member.id, e.answer])).toEqual([
    [1, w1.id, answerOf(w1)],
    [2, w2.id, answerOf(w2)],
    [3, w3.id, answerOf(w3)],
  ]);
  expect(Object.keys(hostView.body.items[0].member).sort()).toEqual(
    ["collectionId", "collectionName", "id", "img", "nickname"].sort(),
  );
  const mine = await lineAs(w2, club.id);
  expect(mine.body.items.map((e) => [e.position, e.member.id, e.answer])).toEqual([[2, w2.id, answerOf(w2)]]);
  for (const who of [outsider, seated[0]]) {
    const view = await lineAs(who, club.id);
    expect(view.body).toEqual({ items: [], count: 3 });
  }

  // 대기 취소하기: the places behind move up; leaving twice says so; joining again goes last.
  expect((await leaveLine(w2, club.id)).status).toBe(200);
  expect((await leaveLine(w2, club.id)).body.message).toBe("대기 중인 모임이 아니에요.");
  expect((await lineAs(w3, club.id)).body.items[0].position).toBe(2);
  expect((await join(w2, club.id)).status).toBe(200);
  expect((await lineAs(host, club.id)).body.items.map((e) => e.member.id)).toEqual([w1.id, w3.id, w2.id]);

  // The host heard about the line (grouped), not about each leave.
  const hostInbox = (await inbox(host)).items.find((n) => n.kind === "club_waitlisted");
  expect(hostInbox).toMatchObject({ targetId: club.id, actorCount: 3 });
  // The records API has no way in, not even for the host or the member.
  for (const who of [host, w1]) {
    expect((await call(who, "/api/collections/socialingWaitlist/records", undefined, "GET")).status).toBe(
      404,
    );
    expect(
      (await call(who, "/api/collections/socialingWaitlist/records", { socialing: club.id, member: who.id }))
        .status,
    ).toBe(404);
  }
  await expectConsistent(club.id);
});

test("a freed seat goes to the first in line as a pending application; only the host approves", async () => {
  const [host, newcomer] = await members(2);
  const { club, seated } = await fullClub(host);
  const line = await members(5);
  for (const m of line) expect((await join(m, club.id)).status).toBe(200);
  const [w1, w2, w3, w4, w5] = line;

  // A confirmed member leaves: w1 becomes an applicant (not confirmed), with their answer.
  expect((await call(seated[0], `/api/clubs/${club.id}/leave`)).status).toBe(200);
  let state = await expectConsistent(club.id);
  expect(state.club.applicant).toEqual([w1.id]);
  expect(state.club.confirmUser).not.toContain(w1.id);
  expect(state.waiting).toEqual([w2.id, w3.id, w4.id, w5.id]);
  const promoted = state.answers.find((a) => a.answerUser === w1.id)!;
  expect(promoted).toMatchObject({ fromWaitlist: true, answer: answerOf(w1) });
  expect((await adminPb.collection("users").getOne(w1.id)).participantSocialing).toContain(club.id);
  expect((await inbox(w1)).items[0]).toMatchObject({ kind: "club_waitlist_promoted", targetId: club.id });
  expect((await inbox(host)).items.find((n) => n.kind === "club_applied")).toMatchObject({
    targetId: club.id,
  });
  // Nobody passes the line: a newcomer may not apply to the free seat while others wait.
  expect((await call(newcomer, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).body.message).toBe(
    "대기 중인 멤버가 있어요. 대기 신청을 해주세요.",
  );
  // The host approves: full again.
  expect((await call(host, `/api/clubs/${club.id}/approve`, { userId: w1.id })).status).toBe(200);
  expect((await inbox(w1)).items[0].kind).toBe("club_approved");

  // The host cancels a confirmed member: they are an applicant again, and w2 gets the seat's turn.
  expect((await call(host, `/api/clubs/${club.id}/cancel`, { userId: seated[1].id })).status).toBe(200);
  state = await expectConsistent(club.id);
  expect(state.club.applicant.sort()).toEqual([seated[1].id, w2.id].sort());
  expect(state.waiting).toEqual([w3.id, w4.id, w5.id]);

  // The promoted member withdraws: the next in line takes their turn.
  expect((await call(w2, `/api/clubs/${club.id}/leave`)).status).toBe(200);
  state = await expectConsistent(club.id);
  expect(state.club.applicant.sort()).toEqual([seated[1].id, w3.id].sort());
  expect(state.waiting).toEqual([w4.id, w5.id]);

  // Raising the headcount (host only, 3–15, only up): two more seats, two more turns.
  expect((await call(w4, `/api/clubs/${club.id}/limit`, { limitPerson: 5 })).status).toBe(403);
  for (const bad of [2, 16, 3, "5", 4.5, null])
    expect((await call(host, `/api/clubs/${club.id}/limit`, { limitPerson: bad })).status).toBe(400);
  const raised = await call(host, `/api/clubs/${club.id}/limit`, { limitPerson: 5 });
  expect(raised.status).toBe(200);
  expect(raised.body.limitPerson).toBe(5);
  state = await expectConsistent(club.id);
  expect(state.club.applicant.sort()).toEqual([seated[1].id, w3.id, w4.id, w5.id].sort());
  expect(state.waiting).toEqual([]);
  expect((await call(host, `/api/clubs/${club.id}/limit`, { limitPerson: 4 })).body.message).toBe(
    "참여 인원은 지금보다 많게만 바꿀 수 있어요.",
  );
  // With the line empty, seats are open to anyone again.
  expect((await call(newcomer, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).status).toBe(200);
});

test("50 parallel joins and leaves keep one order, no duplicate places, no seat given twice", async () => {
  test.setTimeout(240_000);
  const [host] = await members(1);
  const { club, seated } = await fullClub(host);
  const crowd = await members(30);

  // 50 joins at once, by 30 members (20 of them twice): 30 places, 1..30, in one order that
  // everyone sees.
  const burst = await Promise.all([...crowd, ...crowd.slice(0, 20)].map((m) => join(m, club.id)));
  expect(burst.filter((r) => r.status === 200)).toHaveLength(30);
  let state = await expectConsistent(club.id);
  expect(state.waiting.sort()).toEqual(crowd.map((m) => m.id).sort());
  const hostView = (await lineAs(host, club.id)).body.items;
  expect(hostView.map((e) => e.position)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  const own = await Promise.all(crowd.slice(0, 12).map((m) => lineAs(m, club.id)));
  own.forEach((res, i) =>
    expect(res.body.items[0].position).toBe(hostView.findIndex((e) => e.member.id === crowd[i].id) + 1),
  );

  // 50 at once: 16 waiting members leave, 10 of them join again, all 3 seated leave, the host
  // raises the headcount to 6, and 20 more requests race for places (approvals of members who
  // are not applicants, leaves of members not waiting, joins of members already waiting).
  const memberAt = (i: number) => crowd.find((m) => m.id === hostView[i].member.id)!;
  const leavers = hostView.slice(10, 26).map((_, i) => memberAt(10 + i));
  const requests = [
    ...leavers.map((m) => leaveLine(m, club.id)),
    ...leavers.slice(0, 10).map((m) => join(m, club.id)),
    ...seated.map((m) => call(m, `/api/clubs/${club.id}/leave`)),
    call(host, `/api/clubs/${club.id}/limit`, { limitPerson: 6 }),
    ...hostView
      .slice(26, 30)
      .map((e) => call(host, `/api/clubs/${club.id}/approve`, { userId: e.member.id })),
    ...seated.map((m) => leaveLine(m, club.id)),
    ...hostView.slice(0, 10).map((_, i) => join(memberAt(i), club.id)),
    ...hostView
      .slice(26, 29)
      .map((_, i) => leaveLine(memberAt(26 + i), club.id).then(() => join(memberAt(26 + i), club.id))),
  ];
  expect(requests).toHaveLength(50);
  await Promise.all(requests);
  state = await expectConsistent(club.id);
  // Six free seats, each given to one member from the front of the line, in order; none confirmed.
  expect(state.club.confirmUser).toEqual([]);
  expect(state.club.applicant).toHaveLength(6);
  expect(state.answers.every((a) => a.fromWaitlist)).toBe(true);
  const promotedIds = new Set(state.club.applicant);
  expect(hostView.slice(0, 6).every((e) => promotedIds.has(e.member.id))).toBe(true);
  const positions = (await lineAs(host, club.id)).body.items.map((e) => e.position);
  expect(positions).toEqual(Array.from({ length: state.waiting.length }, (_, i) => i + 1));

  // The host approves everyone who applied and more, at once: exactly six seats are taken.
  const approvals = await Promise.all(
    [...state.club.applicant, ...state.waiting.slice(0, 10)].map((id) =>
      call(host, `/api/clubs/${club.id}/approve`, { userId: id }),
    ),
  );
  expect(approvals.filter((r) => r.status === 200)).toHaveLength(6);
  state = await expectConsistent(club.id);
  expect(state.club.confirmUser).toHaveLength(6);
  expect(state.club.applicant).toEqual([]);
});

test("deleting the club, a host's block and 회원탈퇴 take members out of lines", async () => {
  const [host] = await members(1);
  const { club, seated } = await fullClub(host);
  const [blocked, leaver, stays] = await members(3);
  for (const m of [blocked, leaver, stays]) expect((await join(m, club.id)).status).toBe(200);

  // A host's block drops the blocked member's place (as it withdraws an application), silently,
  // and they cannot join again.
  await block(host, blocked.id);
  expect((await lineAs(blocked, club.id)).body.items).toEqual([]);
  expect((await join(blocked, club.id)).status).toBe(403);
  expect((await inbox(blocked)).items.map((n) => n.kind)).not.toContain("club_waitlist_promoted");

  // 회원탈퇴 of a waiting member: their place and answer are gone. Of a seated member: the seat
  // goes to the line.
  expect((await call(leaver, "/api/accounts/delete", { password: leaver.password })).status).toBe(204);
  let state = await expectConsistent(club.id);
  expect(state.waiting).toEqual([stays.id]);
  expect((await call(seated[0], "/api/accounts/delete", { password: seated[0].password })).status).toBe(204);
  state = await expectConsistent(club.id);
  expect(state.waiting).toEqual([]);
  expect(state.club.applicant).toEqual([stays.id]);

  // Deleting the club: its line goes with it, and those waiting are told.
  const [w] = await members(1);
  expect((await call(host, `/api/clubs/${club.id}/approve`, { userId: stays.id })).status).toBe(200);
  expect((await join(w, club.id)).status).toBe(200); // full again: w waits
  expect((await call(host, `/api/clubs/${club.id}`, undefined, "DELETE")).status).toBe(204);
  expect(await rows(club.id)).toEqual([]);
  expect((await inbox(w)).items[0]).toMatchObject({ kind: "club_deleted", targetId: "" });
  expect((await lineAs(w, club.id)).status).toBe(404);
});

test("browser: 대기 신청 on a full club, my place, the host's line and raised headcount, 대기 취소", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [host, me, first] = await members(3);
  const { club } = await fullClub(host);
  expect((await join(first, club.id)).status).toBe(200); // someone is already in line: I am 2nd
  const mine = await browser.newContext();
  const hosts = await browser.newContext();
  const mp = await mine.newPage();
  const hp = await hosts.newPage();
  await loginAs(mp, me);
  await loginAs(hp, host);

  // The member: a full club offers 대기 신청 (not a dead end), through the same two steps.
  await mp.goto(`/club/${club.id}`);
  await expect(mp.getByText("지금 1명이 대기 중이에요.", { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(mp);
  await mp.getByRole("link", { name: "대기 신청" }).click();
  await mp.getByRole("checkbox", { name: /커뮤니티 규칙/ }).check();
  await mp.getByRole("button", { name: "다음" }).click();
  await expect(mp.getByText("2/2")).toBeVisible();
  const myAnswer = "자리가 나면 꼭 함께 읽고 싶어요. 기다릴게요!";
  await mp.getByRole("textbox", { name: "답변" }).fill(myAnswer);
  await expectNoSeriousA11yViolations(mp);
  await mp.getByRole("button", { name: "대기 신청하기" }).click();
  const waitlisted = mp.getByRole("dialog", { name: "대기 신청이 완료됐어요!" });
  await expect(waitlisted).toBeVisible();
  // The push opt-in stacks over it once its file has loaded (a first application on this device).
  await answerPushPromptLater(mp);
  await waitlisted.getByRole("link", { name: "모임으로 돌아가기" }).click();
  await expect(mp.getByRole("button", { name: /대기 2번째/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(mp);

  // The host: the line in 멤버 관리, in order, with the answers.
  await hp.goto(`/managementClub/${club.id}`);
  await expect(hp.getByText("대기자 2명")).toBeVisible();
  const line = hp.getByRole("list", { name: "대기자" });
  await expect(line.getByRole("listitem")).toHaveCount(2);
  await expect(line.getByRole("listitem").nth(0)).toContainText(first.nickname);
  await expect(line.getByRole("listitem").nth(1)).toContainText("대기 2번째");
  await expect(line.getByRole("listitem").nth(1)).toContainText(myAnswer);
  await expectNoSeriousA11yViolations(hp);
  // 모집 인원 늘리기: the first in line becomes a pending applicant; nobody is approved by it.
  await hp.getByRole("button", { name: /모집 인원 늘리기/ }).click();
  await hp.getByRole("alertdialog").getByRole("button", { name: "늘리기", exact: true }).click();
  await expect(hp.getByText("참여 대기 멤버 1명")).toBeVisible();
  await expect(hp.getByRole("button", { name: `${first.nickname}님 승인` })).toBeVisible();
  await expect(hp.getByText("참여 확정 멤버 4명 중 3명")).toBeVisible();
  await expect(hp.getByText("대기자 1명")).toBeVisible();

  // The member's page moves up by itself (realtime), and 내 모임 lists the line.
  await expect(mp.getByRole("button", { name: /대기 1번째/ })).toBeDisabled();
  await mp.goto("/myClubList");
  const waiting = mp.getByRole("region", { name: /대기 중인 모임/ });
  await expect(waiting.getByRole("link", { name: /대기 1번째/ })).toBeVisible();
  await expectNoSeriousA11yViolations(mp);
  // 대기 취소하기: out of the line; with nobody left waiting and a seat open, 신청하기 is offered.
  await mp.goto(`/club/${club.id}`);
  await mp.getByRole("button", { name: "대기 취소하기" }).click();
  await mp.getByRole("alertdialog").getByRole("button", { name: "대기 취소", exact: true }).click();
  await expect(mp.getByRole("link", { name: "신청하기" })).toBeVisible();
  expect(await rows(club.id)).toEqual([]);
  await expect(hp.getByText("대기자 0명")).toBeVisible(); // the host's page follows live
  await mine.close();
  await hosts.close();
});
