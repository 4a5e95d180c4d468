import {
  test,
  expect,
  loginAs,
  client,
  PB_URL,
  adminClient,
  expectNoSeriousA11yViolations,
  type Member,
} from "./support/fixtures";
import {
  createReviewAs,
  freshMembers,
  memberClient,
  randomId,
  reviewIdByBookTitle,
  statusOf,
} from "./support/reviews";

const comments = (m?: Member) => (m ? memberClient(m) : client()).collection("comments");
// What the server stored, read as the admin (the app itself reads comments through its list shape only).
const storedComments = async () => (await adminClient()).collection("comments");

test.describe("comment API rules (raw HTTP)", () => {
  test("visitors read only; members comment as themselves; only the author edits content or deletes", async () => {
    const [alice, bob] = await freshMembers(2);
    const review = await createReviewAs(alice, {
      bookTitle: "댓글 규칙 책",
      title: "규칙",
      detail: "<p>테스트용 리뷰 본문이에요.</p>",
    });
    const base = { bookReviewId: review.id, content: "안녕하세요" };

    expect(
      (await (await storedComments()).getList(1, 10, { filter: `bookReviewId = "${review.id}"` })).totalItems,
    ).toBe(0);
    expect(await statusOf(comments().create({ ...base, author: alice.id }))).toBe(400);
    expect(await statusOf(comments(bob).create({ ...base, author: alice.id }))).toBe(400);
    expect(await statusOf(comments(bob).create({ ...base, author: bob.id, likePeoples: [alice.id] }))).toBe(
      400,
    );
    expect(await statusOf(comments(bob).create({ ...base, author: bob.id, content: "   " }))).toBe(400);

    const mine = await comments(alice).create({ ...base, author: alice.id });
    expect(await statusOf(comments(bob).update(mine.id, { content: "밥이 바꿈" }))).toBe(404);
    expect(await statusOf(comments(bob).delete(mine.id))).toBe(404);
    expect(await statusOf(comments(alice).update(mine.id, { likePeoples: [bob.id] }))).toBe(404);
    expect(await statusOf(comments(alice).update(mine.id, { replyIdArray: [mine.id] }))).toBe(404);
    expect(await statusOf(comments(alice).update(mine.id, { author: bob.id }))).toBe(404);
    expect((await comments(alice).update(mine.id, { content: "고친 댓글" })).content).toBe("고친 댓글");
    expect((await (await storedComments()).getOne(mine.id)).author).toBe(alice.id);
  });

  test("a reply must target a top-level comment of the same review; the parent lists it, atomically", async () => {
    const members = await freshMembers(8);
    const [alice, bob] = members;
    const review = await createReviewAs(alice, {
      bookTitle: "답글 규칙 책",
      title: "답글",
      detail: "<p>테스트용 리뷰 본문이에요.</p>",
    });
    const other = await createReviewAs(alice, {
      bookTitle: "다른 책",
      title: "다른",
      detail: "<p>테스트용 리뷰 본문이에요.</p>",
    });
    const parent = await comments(alice).create({
      bookReviewId: review.id,
      content: "부모",
      author: alice.id,
    });

    // Eight members reply at the same moment: every reply is listed once on the parent.
    const replies = await Promise.all(
      members.map((m) =>
        comments(m).create({ bookReviewId: review.id, content: "@답글", author: m.id, replyToId: parent.id }),
      ),
    );
    const stored = await (await storedComments()).getOne(parent.id);
    expect([...stored.replyIdArray].sort()).toEqual(replies.map((r) => r.id).sort());

    expect(
      await statusOf(
        comments(bob).create({
          bookReviewId: review.id,
          content: "x",
          author: bob.id,
          replyToId: replies[0].id,
        }),
      ),
    ).toBe(400);
    expect(
      await statusOf(
        comments(bob).create({ bookReviewId: other.id, content: "x", author: bob.id, replyToId: parent.id }),
      ),
    ).toBe(400);
    expect(
      await statusOf(
        comments(bob).create({
          bookReviewId: review.id,
          content: "x",
          author: bob.id,
          replyToId: randomId(),
        }),
      ),
    ).toBe(400);

    // Deleting a reply removes it from the parent. Comments are deleted through the app's route
    // only (the records API's delete is not one of the app's routes: pb_hooks/core/routes.js); a parent
    // with replies stays as "삭제된 댓글이에요" and goes once its last reply goes.
    const route = (who: Member, id: string) =>
      fetch(`${PB_URL()}/api/chaekdongne/comments/${id}/delete`, {
        method: "POST",
        headers: { Authorization: who.token },
      });
    expect(await statusOf(comments(alice).delete(parent.id))).toBe(404);
    expect(await (await route(bob, replies[1].id)).json()).toEqual({ deleted: "hard" });
    expect((await (await storedComments()).getOne(parent.id)).replyIdArray).not.toContain(replies[1].id);
    expect((await route(bob, parent.id)).status).toBe(404); // not the author
    expect(await (await route(alice, parent.id)).json()).toEqual({ deleted: "soft" });
    expect(await (await storedComments()).getOne(parent.id)).toMatchObject({ deleted: true, content: "" });
    expect((await (await storedComments()).getOne(replies[0].id)).replyToId).toBe(parent.id);
    for (let i = 0; i < replies.length; i++) {
      if (i === 1) continue; // already deleted
      expect((await route(members[i], replies[i].id)).status).toBe(200);
    }
    expect(await statusOf((await storedComments()).getOne(parent.id))).toBe(404);
  });

  test("the like route adds or removes only the caller, atomically", async () => {
    const members = await freshMembers(10);
    const review = await createReviewAs(members[0], {
      bookTitle: "좋아요 책",
      title: "좋아요",
      detail: "<p>테스트용 리뷰 본문이에요.</p>",
    });
    const target = await comments(members[0]).create({
      bookReviewId: review.id,
      content: "좋아요 눌러주세요",
      author: members[0].id,
    });
    const like = (m: Member | null, body?: object) =>
      fetch(`${process.env.E2E_PB_URL}/api/comments/${target.id}/like`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(m ? { authorization: m.token } : {}) },
        body: JSON.stringify(body ?? {}),
      });

    expect((await like(null)).status).toBe(401);
    expect(
      (
        await fetch(`${process.env.E2E_PB_URL}/api/comments/${randomId()}/like`, {
          method: "POST",
          headers: { authorization: members[0].token },
        })
      ).status,
    ).toBe(404);

    const results = await Promise.all(members.map((m) => like(m, { liked: true })));
    expect(results.map((r) => r.status)).toEqual(members.map(() => 200));
    expect([...(await (await storedComments()).getOne(target.id)).likePeoples].sort()).toEqual(
      members.map((m) => m.id).sort(),
    );

    // A body naming someone else changes nothing but the caller's own like.
    const res = await like(members[1], { liked: false, likePeoples: [], userId: members[2].id });
    const body = await res.json();
    expect(body.likePeoples).not.toContain(members[1].id);
    expect(body.likePeoples).toContain(members[2].id);
    expect(body.expand.author).not.toHaveProperty("email");
    expect(body.expand.author).not.toHaveProperty("phone");
    expect((await (await like(members[1])).json()).likePeoples).toContain(members[1].id); // toggle back
  });
});

test("comments sheet: page 2 on scroll, replies on demand, like, add, reply with @nickname, delete", async ({
  page,
}) => {
  test.setTimeout(150_000); // it builds its own review with 14 comments first
  // Its own review and comments: seeded rows change under tests running in parallel.
  const [member, writer, fan1, fan2] = await freshMembers(4);
  await loginAs(page, member);
  const review = await createReviewAs(writer, {
    bookTitle: "댓글 페이지 책",
    title: "댓글이 많은 리뷰",
    detail: "<p>테스트용 리뷰 본문이에요.</p>",
  });
  const made: { id: string }[] = [];
  for (let i = 1; i <= 12; i++) {
    made.push(
      await comments(writer).create({
        id: randomId(),
        bookReviewId: review.id,
        content: `${i}번째 댓글이에요`,
        author: writer.id,
      }),
    );
  }
  const newest = made[11];
  await comments(fan1).create({
    id: randomId(),
    bookReviewId: review.id,
    content: "같이 읽어요",
    author: fan1.id,
    replyToId: newest.id,
  });
  await comments(fan2).create({
    id: randomId(),
    bookReviewId: review.id,
    content: "스무 살 때와 다르게 읽혀요",
    author: fan2.id,
    replyToId: newest.id,
  });
  for (const fan of [fan1, fan2]) {
    await memberClient(fan).send(`/api/comments/${newest.id}/like`, {
      method: "POST",
      body: { liked: true },
    });
  }

  // 12 top-level comments: 10, then page 2 on scroll.
  await page.goto(`/bookReview/${review.id}`);
  // The count link and the button below the review both open the sheet (until the count loads,
  // both are named 댓글 보기): the first one.
  await page.getByRole("link", { name: "댓글 보기" }).first().click();
  const sheet = page.getByRole("dialog", { name: "댓글" });
  const top = sheet.getByRole("list", { name: "댓글 목록" }).locator(":scope > li");
  await expect(top).toHaveCount(10);
  await expect(top.first()).toContainText("12번째 댓글이에요");
  await top.last().scrollIntoViewIfNeeded();
  await expect(top).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);
  await sheet.getByRole("button", { name: "닫기" }).click();
  await expect(page).toHaveURL(/\/bookReview\/[a-z0-9]+$/);

  // The newest comment has two replies, loaded oldest first.
  await page.goto(`/bookReview/${review.id}/comments`);
  const first = sheet
    .getByRole("list", { name: "댓글 목록" })
    .locator(":scope > li")
    .filter({ hasText: "12번째 댓글이에요" });
  await expect(first.getByRole("button", { name: "좋아요 2개" })).toHaveAttribute("aria-pressed", "false");
  await first.getByRole("button", { name: "답글 2개 더보기" }).click();
  const replies = first.getByRole("list", { name: `${writer.nickname}님 댓글의 답글` }).getByRole("listitem");
  await expect(replies).toHaveCount(2);
  await expect(replies.nth(0)).toContainText("같이 읽어요");
  await expect(replies.nth(1)).toContainText("스무 살 때와");
  await expect(first.getByRole("button", { name: /더보기/ })).toHaveCount(0);
  await expect(replies.first().getByRole("button", { name: "답글 달기" })).toHaveCount(0);

  // The heart fills at once; the reload waits for the server's answer (a reload while the request
  // is still on its way cancels it).
  const liked = page.waitForResponse(
    (r) => /\/api\/comments\/[a-z0-9]+\/like$/.test(r.url()) && r.request().method() === "POST",
  );
  await first.getByRole("button", { name: "좋아요 2개" }).click();
  await expect(first.getByRole("button", { name: "좋아요 3개" })).toHaveAttribute("aria-pressed", "true");
  expect((await liked).status()).toBe(200);
  await page.reload();
  await expect(first.getByRole("button", { name: "좋아요 3개" })).toHaveAttribute("aria-pressed", "true");
  await first.getByRole("button", { name: "좋아요 3개" }).click();
  await expect(first.getByRole("button", { name: "좋아요 2개" })).toHaveAttribute("aria-pressed", "false");

  // New comment: Shift+Enter is a newline, Enter sends; it shows at the top at once.
  const box = sheet.getByRole("textbox", { name: "댓글 입력" });
  await box.fill("첫 줄");
  await box.press("Shift+Enter");
  await box.pressSequentially("둘째 줄");
  await expect(box).toHaveValue("첫 줄\n둘째 줄");
  await box.press("Enter");
  await expect(box).toHaveValue("");
  const mine = sheet.getByRole("list", { name: "댓글 목록" }).locator(":scope > li").first();
  await expect(mine).toContainText("첫 줄\n둘째 줄");
  await expect(mine).toContainText(member.nickname);
  await expect(mine).toContainText("방금 전");

  // Reply: the target shows @nickname; the sent text carries the prefix.
  await mine.getByRole("button", { name: "답글 달기" }).click();
  await expect(sheet.getByLabel(`답글 대상: ${member.nickname}`)).toHaveText(`@${member.nickname}`);
  const replyBox = sheet.getByRole("textbox", { name: `${member.nickname}님에게 답글 입력` });
  await replyBox.fill("내 댓글에 답글");
  await replyBox.press("Enter");
  const myReplies = mine
    .getByRole("list", { name: `${member.nickname}님 댓글의 답글` })
    .getByRole("listitem");
  await expect(myReplies).toHaveCount(1);
  await expect(myReplies.first()).toContainText(`@${member.nickname} 내 댓글에 답글`);
  await expectNoSeriousA11yViolations(page);

  // The author edits the comment in place. Its own buttons, not its reply's (those sit in the
  // nested replies list, and `.first()` picked one while the item re-rendered under load).
  const ownActions = mine.locator(":scope > div > div");
  await ownActions.getByRole("button", { name: "수정" }).click();
  const edit = mine.getByRole("textbox", { name: "댓글 수정" });
  await edit.fill("고친 첫 줄");
  await mine.getByRole("button", { name: "저장" }).click();
  await expect(mine).toContainText("고친 첫 줄");
  await expect(edit).toBeHidden();

  // Deleting it keeps the reply under "삭제된 댓글이에요"; deleting the reply then removes both.
  await ownActions.getByRole("button", { name: "삭제" }).click();
  await page
    .getByRole("alertdialog", { name: "댓글을 삭제할까요?" })
    .getByRole("button", { name: "삭제하기" })
    .click();
  await expect(sheet.getByText("고친 첫 줄")).toHaveCount(0);
  await expect(mine).toContainText("삭제된 댓글이에요");
  await expect(myReplies.first()).toContainText("내 댓글에 답글");
  await myReplies.first().getByRole("button", { name: "삭제" }).click();
  await page
    .getByRole("alertdialog", { name: "댓글을 삭제할까요?" })
    .getByRole("button", { name: "삭제하기" })
    .click();
  await expect(sheet.getByText("삭제된 댓글이에요")).toHaveCount(0);
});

test("Backspace on empty text eats the reply nickname; IME Enter never sends", async ({ page }) => {
  const [member] = await freshMembers(1);
  await loginAs(page, member);
  await page.goto(`/bookReview/${await reviewIdByBookTitle("데미안")}/comments`);
  const sheet = page.getByRole("dialog", { name: "댓글" });
  const first = sheet
    .getByRole("list", { name: "댓글 목록" })
    .locator(":scope > li")
    .filter({ hasText: "알을 깨고 나오는 새라는" });
  await first.getByRole("button", { name: "답글 달기" }).first().click();
  const chip = sheet.getByLabel(/답글 대상/);
  await expect(chip).toHaveText("@책벌레하나");
  await page.keyboard.press("Backspace");
  await expect(chip).toHaveText("@책벌레하");
  for (let i = 0; i < 4; i++) await page.keyboard.press("Backspace");
  await expect(chip).toHaveCount(0);
  const box = sheet.getByRole("textbox", { name: "댓글 입력" });
  await expect(box).toBeFocused();

  // Enter pressed to confirm a Hangul composition (isComposing / keyCode 229) must not send.
  await box.fill("조합 중인 한글");
  await box.evaluate((el) => {
    el.dispatchEvent(
      new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true, isComposing: true }),
    );
    el.dispatchEvent(
      new KeyboardEvent("keydown", { key: "Enter", keyCode: 229, bubbles: true, cancelable: true }),
    );
  });
  await expect(box).toHaveValue("조합 중인 한글");
  await expect(sheet.getByRole("list", { name: "댓글 목록" }).getByText("조합 중인 한글")).toHaveCount(0);
});

test("a failed comment rolls back the list and keeps the typed text", async ({ page }) => {
  const [member, writer] = await freshMembers(2);
  await loginAs(page, member);
  const review = await createReviewAs(writer, {
    bookTitle: "실패 댓글 책",
    title: "댓글 하나",
    detail: "<p>테스트용 리뷰 본문이에요.</p>",
  });
  await comments(writer).create({
    id: randomId(),
    bookReviewId: review.id,
    content: "먼저 달린 댓글",
    author: writer.id,
  });
  await page.goto(`/bookReview/${review.id}/comments`);
  const sheet = page.getByRole("dialog", { name: "댓글" });
  const list = sheet.getByRole("list", { name: "댓글 목록" }).locator(":scope > li");
  await expect(list).toHaveCount(1);
  // The send fails only after the test has seen the optimistic row: the route waits for it.
  let optimisticSeen!: () => void;
  const seen = new Promise<void>((resolve) => (optimisticSeen = resolve));
  await page.route("**/api/collections/comments/records*", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await seen;
    return route.abort("internetdisconnected");
  });
  const box = sheet.getByRole("textbox", { name: "댓글 입력" });
  await box.fill("전송 실패할 댓글");
  await box.press("Enter");
  await expect(list.first()).toContainText("전송 실패할 댓글"); // optimistic, before the answer
  await expect(box).toHaveValue("");
  optimisticSeen();
  await expect(sheet.getByRole("alert")).toContainText("댓글을 보내지 못했어요");
  await expect(box).toHaveValue("전송 실패할 댓글");
  await expect(list).toHaveCount(1);
  await expect(sheet.getByRole("list", { name: "댓글 목록" }).getByText("전송 실패할 댓글")).toHaveCount(0);
  await expect(list.first()).toContainText("먼저 달린 댓글");
});

test("the comment sheet shows a quiet empty state", async ({ page }) => {
  const [member] = await freshMembers(1);
  const review = await createReviewAs(member, {
    bookTitle: "빈 댓글 책",
    title: "댓글 없음",
    detail: "<p>테스트용 리뷰 본문이에요.</p>",
  });
  await loginAs(page, member);
  await page.goto(`/bookReview/${review.id}/comments`);
  await expect(page.getByRole("dialog", { name: "댓글" }).getByText("아직 댓글이 없어요")).toBeVisible();
});
