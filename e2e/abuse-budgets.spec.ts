import { test, expect, type Member } from "./support/fixtures";
import { BUDGET_MESSAGE, startPrivateServer, type PrivateServer } from "./support/private-server";

// Issue 25: every kind of content has a per-member budget (pb_hooks/core/budgets.js, docs/security.md
// "Abuse budgets"), refused with 429 and a Korean message that says when there is room again.
// Production numbers, so a private server (the shared one raises them).
test.describe.configure({ timeout: 240_000 });

let s: PrivateServer;
test.beforeAll(async () => {
  s = await startPrivateServer();
});
test.afterAll(async () => {
  await s?.server.stop();
});

/** `count` writes one after another; every status. */
async function times(count: number, write: (i: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await write(i)).status);
  return statuses;
}
const all = (n: number, status: number) => Array.from({ length: n }, () => status);

test("reviews: 10 a day, exact under a burst; refused writes cost nothing; edits 30 an hour", async () => {
  const [writer, other] = [await s.member(), await s.member()];
  // Writes refused for another reason (a blank title) spend nothing.
  expect(await times(3, () => s.createReview(writer, { title: " " }))).toEqual(all(3, 400));
  expect(await times(6, () => s.createReview(writer))).toEqual(all(6, 200));
  // Ten at once with four left: exactly four land, whatever the order (the budget is counted in
  // the write's transaction, not in memory).
  const burst = await Promise.all(Array.from({ length: 10 }, () => s.createReview(writer)));
  expect(burst.filter((r) => r.status === 200)).toHaveLength(4);
  const refused = burst.filter((r) => r.status === 429);
  expect(refused).toHaveLength(6);
  expect(refused[0].body.message).toMatch(BUDGET_MESSAGE("리뷰는 하루에 10개까지 올릴 수 있어요."));
  const stored = await s.admin
    .collection("bookReview")
    .getFullList({ filter: s.admin.filter("writer = {:w}", { w: writer.id }) });
  expect(stored).toHaveLength(10);
  // Another member has a budget of their own.
  expect((await s.createReview(other)).status).toBe(200);

  const id = stored[0].id;
  const edits = await times(31, (i) =>
    s.call(writer, `/api/collections/bookReview/records/${id}`, { title: `고친 제목 ${i}` }, "PATCH"),
  );
  expect(edits).toEqual([...all(30, 200), 429]);
  const edit = await s.call(writer, `/api/collections/bookReview/records/${id}`, { title: "또" }, "PATCH");
  expect(edit.body.message).toMatch(BUDGET_MESSAGE("리뷰는 한 시간에 30번까지 고칠 수 있어요."));
});

test("comments: 60 an hour, edits 30 an hour", async () => {
  const [writer, talker] = [await s.member(), await s.member()];
  const review = (await s.createReview(writer)).body;
  const comment = (i: number) =>
    s.call(talker, "/api/collections/comments/records", {
      bookReviewId: review.id,
      author: talker.id,
      content: `좋은 리뷰예요 ${i}`,
    });
  const first = await comment(0);
  expect(await times(60, (i) => comment(i + 1))).toEqual([...all(59, 200), 429]);
  expect((await comment(61)).body.message).toMatch(BUDGET_MESSAGE("댓글은 한 시간에 60개까지 쓸 수 있어요."));

  const edits = await times(31, (i) =>
    s.call(
      talker,
      `/api/collections/comments/records/${first.body.id}`,
      { content: `고친 댓글 ${i}` },
      "PATCH",
    ),
  );
  expect(edits).toEqual([...all(30, 200), 429]);
});

test("chat: a busy room passes; one member's 151st message in 10 minutes is refused", async () => {
  const people = [await s.member(), await s.member(), await s.member()];
  const { roomId } = await s.room(people);
  // A lively conversation: three members, 40 messages each, as fast as the server answers.
  const busy = await Promise.all(
    people.map((who, k) => times(40, (i) => s.send(who, roomId, `${k}번 회원의 ${i}번째 이야기`))),
  );
  expect(busy.flat()).toEqual(all(120, 200));
  const [fast] = people;
  expect(await times(111, (i) => s.send(fast, roomId, `더 빨리 ${i}`))).toEqual([...all(110, 200), 429]);
  const refused = await s.send(fast, roomId, "하나 더");
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(BUDGET_MESSAGE("메시지는 10분에 150개까지 보낼 수 있어요."));
  // The others still talk.
  expect((await s.send(people[1], roomId, "저는 괜찮아요")).status).toBe(200);
});

test("clubs: 5 a day; applications: 20 a day, withdrawals included", async () => {
  const [host, fan] = [await s.member(), await s.member()];
  expect(await times(6, () => s.createClub(host))).toEqual([...all(5, 200), 429]);
  const sixth = await s.createClub(host);
  expect(sixth.body.message).toMatch(BUDGET_MESSAGE("모임은 하루에 5개까지 만들 수 있어요."));

  const club = (await s.admin
    .collection("socialing")
    .getFirstListItem(s.admin.filter("createUser = {:h}", { h: host.id }))) as {
    id: string;
  };
  const answer = { answer: "책을 꾸준히 읽고 이야기 나누고 싶어서 신청해요." };
  const applies: number[] = [];
  for (let i = 0; i < 21; i++) {
    applies.push((await s.call(fan, `/api/clubs/${club.id}/apply`, answer)).status);
    if (applies[i] === 200) expect((await s.call(fan, `/api/clubs/${club.id}/leave`, {})).status).toBe(200);
  }
  expect(applies).toEqual([...all(20, 200), 429]);
  const again = await s.call(fan, `/api/clubs/${club.id}/apply`, answer);
  expect(again.body.message).toMatch(BUDGET_MESSAGE("모임 신청은 하루에 20번까지 할 수 있어요."));
});

test("reports: 30 a day; likes: 찜 60 and comment likes 120 per 10 minutes", async () => {
  const [writer, reporter] = [await s.member(), await s.member()];
  const review = (await s.createReview(writer)).body;
  const comments: { id: string }[] = [];
  for (let i = 0; i < 31; i++)
    comments.push(
      (
        await s.call(writer, "/api/collections/comments/records", {
          bookReviewId: review.id,
          author: writer.id,
          content: `신고 대상 ${i}`,
        })
      ).body as { id: string },
    );
  const report = (i: number) =>
    s.call(reporter, "/api/safety/reports", {
      targetType: "comment",
      targetId: comments[i].id,
      reason: "spam",
    });
  expect(await times(31, report)).toEqual([...all(30, 200), 429]);
  expect((await report(30)).body.message).toMatch(BUDGET_MESSAGE("신고는 하루에 30번까지 할 수 있어요."));

  const club = (await s.createClub(writer)).body as { id: string };
  const heart = (i: number) => s.call(reporter, `/api/clubs/${club.id}/like`, { like: i % 2 === 0 });
  expect(await times(61, heart)).toEqual([...all(60, 200), 429]);
  expect((await heart(0)).body.message).toMatch(BUDGET_MESSAGE("찜은 10분에 60번까지 누를 수 있어요."));

  const like = (i: number) =>
    s.call(reporter, `/api/comments/${comments[0].id}/like`, { liked: i % 2 === 0 });
  expect(await times(121, like)).toEqual([...all(120, 200), 429]);
  expect((await like(0)).body.message).toMatch(BUDGET_MESSAGE("좋아요는 10분에 120번까지 누를 수 있어요."));
});

test("admins have no budget", async () => {
  const member: Member = await s.member();
  // Eleven reviews in her name by the admin (the admin UI, a migration, support work) all land.
  for (let i = 0; i < 11; i++) await s.admin.collection("bookReview").create(await s.reviewForm(member));
  // ...and spent nothing of her own budget.
  expect(await times(10, () => s.createReview(member))).toEqual(all(10, 200));
});
