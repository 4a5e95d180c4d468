import { test, expect, createMember, adminClient, client, loginAs, type Member } from "./support/fixtures";
import { ANSWER, call, createClubApi, type ClubRecord } from "./support/clubs";
import { CLUB_DETAIL_EXPAND } from "../src/features/clubs/api/club-detail-query";

// Raw HTTP against the real server: capacity, membership and chat-room invariants hold under
// concurrency, and nobody but the host (or the member themselves) can change them.

let adminPb: Awaited<ReturnType<typeof adminClient>>;
test.beforeAll(async () => {
  adminPb = await adminClient();
});
async function roomUsers(roomId: string) {
  const admin = adminPb;
  return (await admin.collection("chattingRoom").getOne(roomId)).users as string[];
}
async function stored(id: string): Promise<ClubRecord> {
  const admin = adminPb;
  return admin.collection("socialing").getOne<ClubRecord>(id);
}
// Sequential, with nicknames unique across workers (createMember's default can collide past 10).
async function members(n: number): Promise<Member[]> {
  const out: Member[] = [];
  for (let i = 0; i < n; i++)
    out.push(await createMember({ nickname: `c${Math.random().toString(36).slice(2, 11)}` }));
  return out;
}
const sorted = (a: string[]) => [...a].sort();

test("20 concurrent approvals on a club with limit 3 leave exactly 3 confirmed", async () => {
  const [host] = await members(1);
  const club = await createClubApi(host, { limitPerson: "3" });
  const applicants = await members(20);
  for (const m of applicants) {
    const res = await call(m, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
    // On a failure, say what the server logged (a generic 400 hides the cause).
    const why =
      res.status === 200
        ? ""
        : JSON.stringify(
            (await (await adminClient()).logs.getList(1, 3, { sort: "-rowid", filter: "level > 0" })).items,
          );
    expect(res.status, `${JSON.stringify(res.body)} ${why}`).toBe(200);
  }
  const results = await Promise.all(
    applicants.map((m) => call(host, `/api/clubs/${club.id}/approve`, { userId: m.id })),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(3);
  expect(results.filter((r) => r.status === 409)).toHaveLength(17);
  expect(results.find((r) => r.status === 409)?.body.message).toBe("더이상 승인할 수 없어요!");
  const after = await stored(club.id);
  expect(after.confirmUser).toHaveLength(3);
  expect(after.applicant).toHaveLength(17);
  expect(sorted(await roomUsers(club.chattingRoom))).toEqual(sorted([host.id, ...after.confirmUser]));
});

test("20 concurrent applications by one member leave exactly one application", async () => {
  const [host] = await members(1);
  const [member] = await members(1);
  const club = await createClubApi(host);
  const results = await Promise.all(
    Array.from({ length: 20 }, () => call(member, `/api/clubs/${club.id}/apply`, { answer: ANSWER })),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  const after = await stored(club.id);
  expect(after.applicant).toEqual([member.id]);
  expect(after.answer).toHaveLength(1);
  const admin = adminPb;
  const answers = await admin
    .collection("socialingQueryAnswer")
    .getFullList({ filter: admin.filter("socialing = {:id}", { id: club.id }) });
  expect(answers).toHaveLength(1);
  const user = await admin.collection("users").getOne(member.id);
  expect(user.participantSocialing.filter((x: string) => x === club.id)).toHaveLength(1);
});

test("non-hosts cannot approve, cancel or delete; a member cannot confirm themselves", async () => {
  const [host] = await members(1);
  const [member, other] = await members(2);
  const club = await createClubApi(host);
  await call(member, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
  expect((await call(member, `/api/clubs/${club.id}/approve`, { userId: member.id })).status).toBe(403);
  expect((await call(other, `/api/clubs/${club.id}/approve`, { userId: member.id })).status).toBe(403);
  expect((await call(null, `/api/clubs/${club.id}/approve`, { userId: member.id })).status).toBe(401);
  expect((await call(host, `/api/clubs/${club.id}/approve`, { userId: member.id })).status).toBe(200);
  expect((await call(other, `/api/clubs/${club.id}/cancel`, { userId: member.id })).status).toBe(403);
  expect((await call(member, `/api/clubs/${club.id}`, undefined, "DELETE")).status).toBe(403);
  expect((await call(other, `/api/clubs/${club.id}`, undefined, "DELETE")).status).toBe(403);
  const after = await stored(club.id);
  expect(after.confirmUser).toEqual([member.id]);
  expect(sorted(await roomUsers(club.chattingRoom))).toEqual(sorted([host.id, member.id]));
});

test("direct record writes are refused: no self-confirm, no touching other members' lists", async () => {
  const [host] = await members(1);
  const [member, victim] = await members(2);
  const club = await createClubApi(host);
  const pb = client();
  pb.authStore.save(member.token, null);
  const attempts = [
    () => pb.collection("socialing").update(club.id, { confirmUser: [member.id] }),
    () => pb.collection("socialing").update(club.id, { "applicant+": victim.id }),
    () => pb.collection("socialing").update(club.id, { "like+": [member.id, victim.id] }),
    () => pb.collection("chattingRoom").update(club.chattingRoom, { users: [host.id, member.id] }),
    () => pb.collection("socialing").create({ title: "x", createUser: member.id }),
    () => pb.collection("socialing").delete(club.id),
    () => pb.collection("users").update(victim.id, { like: [club.id] }),
    () => pb.collection("users").update(member.id, { participantSocialing: [club.id] }),
    () => pb.collection("users").update(member.id, { createSocialing: [club.id] }),
    () =>
      pb
        .collection("socialingQueryAnswer")
        .create({ socialing: club.id, answerUser: victim.id, answer: ANSWER }),
  ];
  for (const attempt of attempts)
    await expect(attempt()).rejects.toMatchObject({ status: expect.any(Number) });
  const after = await stored(club.id);
  expect([after.confirmUser, after.applicant, after.like]).toEqual([[], [], []]);
  expect(await roomUsers(club.chattingRoom)).toEqual([host.id]);
  const admin = adminPb;
  const v = await admin.collection("users").getOne(victim.id);
  expect(v.like).toEqual([]);
});

test("like changes only the caller, in both lists at once", async () => {
  const [host] = await members(1);
  const [member, other] = await members(2);
  const club = await createClubApi(host);
  await Promise.all(
    Array.from({ length: 10 }, () => call(member, `/api/clubs/${club.id}/like`, { like: true })),
  );
  await call(other, `/api/clubs/${club.id}/like`, { like: true });
  let after = await stored(club.id);
  expect(sorted(after.like)).toEqual(sorted([member.id, other.id]));
  await call(member, `/api/clubs/${club.id}/like`, { like: false, userId: other.id });
  after = await stored(club.id);
  expect(after.like).toEqual([other.id]);
  const admin = adminPb;
  expect((await admin.collection("users").getOne(member.id)).like).toEqual([]);
  expect((await admin.collection("users").getOne(other.id)).like).toEqual([club.id]);
  expect((await call(null, `/api/clubs/${club.id}/like`, { like: true })).status).toBe(401);
});

test("room users equal host + confirmed after every approve, cancel and leave", async () => {
  const [host] = await members(1);
  const [a, b, c] = await members(3);
  const club = await createClubApi(host, { limitPerson: "5" });
  for (const m of [a, b, c]) await call(m, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
  const check = async () => {
    const s = await stored(club.id);
    expect(sorted(await roomUsers(club.chattingRoom))).toEqual(sorted([host.id, ...s.confirmUser]));
    return s;
  };
  await call(host, `/api/clubs/${club.id}/approve`, { userId: a.id });
  await call(host, `/api/clubs/${club.id}/approve`, { userId: b.id });
  expect((await check()).confirmUser).toHaveLength(2);
  await call(host, `/api/clubs/${club.id}/cancel`, { userId: a.id });
  let s = await check();
  expect(s.applicant).toContain(a.id);
  expect((await call(b, `/api/clubs/${club.id}/leave`)).status).toBe(200);
  s = await check();
  expect(s.confirmUser).toEqual([]);
  expect((await call(c, `/api/clubs/${club.id}/leave`)).status).toBe(200);
  s = await check();
  expect(sorted(s.applicant)).toEqual([a.id]);
  expect(s.answer).toHaveLength(1);
  const admin = adminPb;
  expect((await admin.collection("users").getOne(b.id)).participantSocialing).toEqual([]);
});

test("application answers are readable only by the host and their author", async () => {
  const [host] = await members(1);
  const [author, stranger] = await members(2);
  const club = await createClubApi(host);
  await call(author, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
  const as = (m: Member | null) => {
    const pb = client();
    if (m) pb.authStore.save(m.token, null);
    return pb;
  };
  // The app's shapes: my own answer by list, the host's view through the club's expand.
  const mine = (m: Member | null) => `socialing = '${club.id}' && answerUser = '${m?.id ?? ""}'`;
  expect(
    await as(author)
      .collection("socialingQueryAnswer")
      .getList(1, 1, { filter: mine(author) }),
  ).toMatchObject({ totalItems: 1 });
  expect(
    await as(stranger)
      .collection("socialingQueryAnswer")
      .getList(1, 1, { filter: mine(stranger) }),
  ).toMatchObject({ totalItems: 0 });
  await expect(
    as(stranger)
      .collection("socialingQueryAnswer")
      .getList(1, 1, { filter: mine(author) }),
  ).rejects.toMatchObject({ status: 400 });
  await expect(
    as(null)
      .collection("socialingQueryAnswer")
      .getList(1, 1, { filter: mine(author) }),
  ).rejects.toMatchObject({ status: 400 });
  expect(
    JSON.stringify(await as(host).collection("socialing").getOne(club.id, { expand: CLUB_DETAIL_EXPAND })),
  ).toContain(ANSWER);
  const viaExpand = await as(stranger)
    .collection("socialing")
    .getOne(club.id, { expand: CLUB_DETAIL_EXPAND });
  expect(JSON.stringify(viaExpand)).not.toContain(ANSWER);
  const viaVisitor = await as(null).collection("socialing").getOne(club.id, { expand: CLUB_DETAIL_EXPAND });
  expect(JSON.stringify(viaVisitor)).not.toContain(ANSWER);
  expect(JSON.stringify(viaVisitor)).not.toContain(author.phone);
});

test("apply refuses bad input, the host, duplicates, full and ended clubs", async () => {
  const [host] = await members(1);
  const [a, b, c, d, e] = await members(5);
  const club = await createClubApi(host);
  expect((await call(a, `/api/clubs/${club.id}/apply`, { answer: "짧아요" })).status).toBe(400);
  expect((await call(a, `/api/clubs/${club.id}/apply`, { answer: "가".repeat(201) })).status).toBe(400);
  expect((await call(host, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).status).toBe(400);
  for (const m of [a, b, c]) {
    await call(m, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
    await call(host, `/api/clubs/${club.id}/approve`, { userId: m.id });
  }
  const full = await call(d, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
  expect(full).toMatchObject({ status: 400, body: { message: "모집 인원이 모두 찼어요." } });
  const admin = adminPb;
  await admin
    .collection("socialing")
    .update(club.id, { dateTime: new Date(Date.now() - 3600_000).toISOString() });
  await call(host, `/api/clubs/${club.id}/cancel`, { userId: a.id });
  expect((await call(e, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).body.message).toBe(
    "이미 끝난 모임이에요.",
  );
});

test("create is atomic: missing image or invalid fields create nothing", async () => {
  const [host] = await members(1);
  const res = await fetch(`${process.env.E2E_PB_URL}/api/clubs`, {
    method: "POST",
    headers: { Authorization: host.token },
    body: (() => {
      const fd = new FormData();
      fd.append("title", "사진 없는 모임");
      return fd;
    })(),
  });
  expect(res.status).toBe(400);
  await expect(createClubApi(host, { limitPerson: "16" })).rejects.toThrow(/400/);
  await expect(createClubApi(host, { isOffline: "true", location: "" })).rejects.toThrow(/400/);
  const admin = adminPb;
  const mine = await admin
    .collection("socialing")
    .getFullList({ filter: admin.filter("createUser = {:id}", { id: host.id }) });
  expect(mine).toHaveLength(0);
  expect(
    await admin
      .collection("chattingRoom")
      .getFullList({ filter: admin.filter("users ~ {:id}", { id: host.id }) }),
  ).toHaveLength(0);
  expect((await admin.collection("users").getOne(host.id)).createSocialing).toEqual([]);
  const ok = await createClubApi(host, { createUser: "someoneelse123", confirmUser: host.id });
  expect(ok.createUser).toBe(host.id);
  expect(ok.confirmUser).toEqual([]);
});

test("deleting a club removes its room and every member's links", async () => {
  const [host] = await members(1);
  const [a, b] = await members(2);
  const club = await createClubApi(host);
  await call(a, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
  await call(host, `/api/clubs/${club.id}/approve`, { userId: a.id });
  await call(b, `/api/clubs/${club.id}/like`, { like: true });
  expect((await call(host, `/api/clubs/${club.id}`, undefined, "DELETE")).status).toBe(204);
  const admin = adminPb;
  await expect(admin.collection("socialing").getOne(club.id)).rejects.toMatchObject({ status: 404 });
  await expect(admin.collection("chattingRoom").getOne(club.chattingRoom)).rejects.toMatchObject({
    status: 404,
  });
  expect((await admin.collection("users").getOne(a.id)).participantSocialing).toEqual([]);
  expect((await admin.collection("users").getOne(b.id)).like).toEqual([]);
  expect((await admin.collection("users").getOne(host.id)).createSocialing).toEqual([]);
});

test("a pending application expires after 24 hours (cron) and the applicant can see it", async ({ page }) => {
  test.setTimeout(150_000);
  const [host] = await members(1);
  const [late, confirmed] = await members(2);
  const club = await createClubApi(host);
  await call(late, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
  await call(confirmed, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
  await call(host, `/api/clubs/${club.id}/approve`, { userId: confirmed.id });
  const admin = adminPb;
  const answers = await admin
    .collection("socialingQueryAnswer")
    .getFullList({ filter: admin.filter("socialing = {:id}", { id: club.id }) });
  const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
  for (const a of answers) await admin.collection("socialingQueryAnswer").update(a.id, { appliedAt: dayAgo });
  // The same minute, a full club's waitlist (issue 34): an application promoted from the line
  // lapses like any other, and the next in line gets the seat's turn. A place in line never lapses.
  const full = await createClubApi(host);
  const [seat1, seat2, first, next] = await members(4);
  for (const m of [confirmed, seat1, seat2]) {
    await call(m, `/api/clubs/${full.id}/apply`, { answer: ANSWER });
    await call(host, `/api/clubs/${full.id}/approve`, { userId: m.id });
  }
  for (const m of [first, next]) await call(m, `/api/clubs/${full.id}/waitlist`, { answer: ANSWER });
  await call(seat1, `/api/clubs/${full.id}/leave`);
  expect((await stored(full.id)).applicant).toEqual([first.id]);
  const promoted = await admin
    .collection("socialingQueryAnswer")
    .getFirstListItem(admin.filter("socialing = {:c} && answerUser = {:u}", { c: full.id, u: first.id }));
  await admin.collection("socialingQueryAnswer").update(promoted.id, { appliedAt: dayAgo });
  await expect
    .poll(async () => (await stored(club.id)).applicant, { timeout: 125_000, intervals: [5000] })
    .toEqual([]);
  await expect
    .poll(async () => (await stored(full.id)).applicant, { timeout: 65_000, intervals: [2000] })
    .toEqual([next.id]);
  const after = await stored(club.id);
  expect(after.confirmUser).toEqual([confirmed.id]);
  const pb = client();
  pb.authStore.save(late.token, null);
  const mine = await pb.collection("socialingQueryAnswer").getList(1, 1, {
    filter: pb.filter("socialing = {:id} && answerUser = {:me}", { id: club.id, me: late.id }),
  });
  expect(mine.items.map((a) => a.expired)).toEqual([true]);
  expect((await admin.collection("users").getOne(late.id)).participantSocialing).toEqual([]);
  await loginAs(page, late);
  await page.goto(`/club/${club.id}`);
  await expect(
    page.getByText("24시간 안에 승인되지 않아 이전 신청이 자동으로 취소됐어요. 다시 신청할 수 있어요."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "신청하기" })).toBeVisible();
  expect((await call(late, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).status).toBe(200);
});

test("applications succeed while a chat room is busy (every write shares one connection)", async () => {
  // A message updates its room's preview in a hook; that write once went through the read pool
  // and broke transactional routes running at the same moment ("database is locked (517)").
  const [talker, host] = await members(2);
  const busyClub = await createClubApi(talker);
  let stop = false;
  const chatter = (async () => {
    while (!stop) {
      const res = await call(talker, "/api/collections/message/records", {
        chattingRoom: busyClub.chattingRoom,
        sender: talker.id,
        text: "수다",
      });
      expect(res.status).toBe(200);
    }
  })();
  try {
    const applicants = await members(8);
    for (let round = 0; round < 6; round++) {
      const club = await createClubApi(host, { limitPerson: "10" });
      for (const m of applicants) {
        const res = await call(m, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    }
  } finally {
    stop = true;
    await chatter;
  }
});
