import type { Page } from "@playwright/test";
import { test, expect, createMember, loginAs } from "./support/fixtures";
import { createChatRoom, sendAs } from "./support/chat";
import { createReviewAs, memberClient } from "./support/reviews";
import { createClubApi } from "./support/clubs";
import { formatProblems, layoutProblems, type LayoutRule } from "./support/layout-check";

/** The layout check's findings of these rules on the screen as it is now (docs/layout-check.md). */
const found = async (page: Page, ...rules: LayoutRule[]) =>
  formatProblems((await layoutProblems(page)).filter((p) => rules.includes(p.rule)));

// Korean line breaking (issue 15): words stay whole (word-break: keep-all) in chat bubbles,
// comments and club cards at the narrowest phone width; only an over-long token may break.
const LONG =
  "이번 달 책은 마지막 장을 덮고 나서도 한참을 먹먹하네요 다음 모임에서는 각자 밑줄 그은 문장을 하나씩 공유할게요! 다들 어떻게 읽으셨는지 궁금해요";

test.use({ viewport: { width: 360, height: 780 } });

test("long Korean text never breaks inside a word in bubbles, comments and club cards", async ({ page }) => {
  const [me, friend] = [await createMember(), await createMember()];
  const room = await createChatRoom([me, friend]);
  await sendAs(friend, room.roomId, LONG);
  const review = await createReviewAs(me, {
    bookTitle: `줄바꿈책${Date.now()}`,
    title: "줄바꿈 리뷰",
    detail: "<p>줄바꿈 확인용이에요.</p>",
  });
  await memberClient(friend)
    .collection("comments")
    .create({ bookReviewId: review.id, author: friend.id, content: LONG });
  const title = `밑줄 그은 문장을 함께 나누는 한밤의 느긋한 독서 모임 ${Date.now() % 1000}`;
  await createClubApi(me, {
    title,
    isOffline: "true",
    location: "서울특별시 마포구 양화로 아주 긴 이름의 동네 책방 이층 안쪽 창가 자리",
  });
  await loginAs(page, me);

  await page.goto(`/chatRoom/${room.roomId}`);
  const bubble = page.getByRole("log", { name: "대화 내용" }).getByText(LONG);
  await expect(bubble).toBeVisible();
  expect(await bubble.evaluate((el) => getComputedStyle(el).wordBreak)).toBe("keep-all");
  expect(await found(page, "word-break")).toEqual([]);

  await page.goto(`/bookReview/${review.id}/comments`);
  const comment = page.getByRole("dialog", { name: "댓글" }).getByText(LONG);
  await expect(comment).toBeVisible();
  expect(await found(page, "word-break")).toEqual([]);

  await page.goto("/main/club");
  const card = page.getByRole("heading", { name: title });
  await expect(card).toBeVisible();
  expect(await found(page, "word-break")).toEqual([]);
  // The date and the count stay on the place's line however long the place is.
  const meta = page
    .getByRole("link")
    .filter({ has: card })
    .getByText(/\d+\/\d+명/);
  const place = page.getByRole("link").filter({ has: card }).getByText("서울특별시 마포구", { exact: false });
  const [m, p] = [await meta.boundingBox(), await place.boundingBox()];
  expect(Math.abs(m!.y - p!.y)).toBeLessThan(4);
  // ...and the long place is cut with an ellipsis, never widening the page (a wider page moves the
  // fixed bottom bar out from under the finger on a phone).
  expect(await found(page, "overflow", "clipped")).toEqual([]);
});

test("the reply counter counts only what the member types: 0/1000, and the server agrees", async ({
  page,
}) => {
  const [me, friend] = [await createMember(), await createMember()];
  const review = await createReviewAs(me, {
    bookTitle: `카운터책${Date.now()}`,
    title: "카운터 리뷰",
    detail: "<p>카운터 확인용이에요.</p>",
  });
  const parent = await memberClient(friend)
    .collection("comments")
    .create({ bookReviewId: review.id, author: friend.id, content: "첫 댓글이에요" });
  await loginAs(page, me);
  await page.goto(`/bookReview/${review.id}/comments`);
  const sheet = page.getByRole("dialog", { name: "댓글" });
  await expect(sheet.getByText("0/1000")).toBeVisible();
  await sheet.getByRole("button", { name: "답글 달기" }).click();
  await expect(sheet.getByRole("textbox", { name: `${friend.nickname}님에게 답글 입력` })).toBeVisible();
  await expect(sheet.getByText("0/1000")).toBeVisible();

  const reply = (typed: number) =>
    memberClient(me)
      .collection("comments")
      .create({
        bookReviewId: review.id,
        author: me.id,
        replyToId: parent.id,
        content: `@${friend.nickname} ${"가".repeat(typed)}`,
      })
      .then(
        () => 200,
        (e: { status: number }) => e.status,
      );
  expect(await reply(1000)).toBe(200);
  expect(await reply(1001)).toBe(400);
  const top = (n: number) =>
    memberClient(me)
      .collection("comments")
      .create({ bookReviewId: review.id, author: me.id, content: "가".repeat(n) })
      .then(
        () => 200,
        (e: { status: number }) => e.status,
      );
  expect(await top(1001)).toBe(400);
});
