import type { Page } from "@playwright/test";
import { test, expect, loginAs } from "./support/fixtures";
import { createClubApi } from "./support/clubs";
import { createReviewAs, freshMembers } from "./support/reviews";

// Issue 30: after B blocks A, A's review and club leave B's lists at once, after Back and after a
// reload. The prerendered list pages start page 1 from their inline script before the app runs;
// that request must be the member's (their token), never a visitor's answer reused for them.
test.describe.configure({ timeout: 120_000 });

const reviewRow = (page: Page, title: string) =>
  page.getByRole("list", { name: "리뷰 목록" }).getByRole("link").filter({ hasText: title });
const clubCard = (page: Page, title: string) => page.getByRole("link", { name: `${title} 모임 자세히 보기` });

test("a blocked member's review and club leave the lists (live, Back, reload)", async ({ page }) => {
  const [blocker, blocked, bystander] = await freshMembers(3);
  const stamp = Date.now();
  const theirs = await createReviewAs(blocked, {
    bookTitle: `차단목록책${stamp}`,
    title: `차단될 리뷰 ${stamp}`,
    detail: "<p>차단되기 전에 쓴 리뷰예요.</p>",
  });
  const theirClub = `차단될 모임 ${stamp}`;
  await createClubApi(blocked, { title: theirClub });
  // Written after theirs, so it is on page 1 whenever theirs would be: the list did render.
  const control = `다른 회원 리뷰 ${stamp}`;
  await createReviewAs(bystander, {
    bookTitle: `대조책${stamp}`,
    title: control,
    detail: "<p>차단과 상관없는 리뷰예요.</p>",
  });

  await loginAs(page, blocker);
  await page.goto("/main/club");
  await expect(clubCard(page, theirClub)).toBeVisible();
  await page.goto("/main/bookReview");
  await expect(reviewRow(page, theirs.title)).toBeVisible();

  // Block from their review, in the app.
  await reviewRow(page, theirs.title).click();
  await page.getByRole("button", { name: `${blocked.nickname}님 신고·차단 메뉴` }).click();
  await page.getByRole("button", { name: "차단하기" }).click();
  const confirm = page.getByRole("alertdialog", { name: `${blocked.nickname}님을 차단할까요?` });
  await confirm.getByRole("button", { name: "차단하기" }).click();
  await expect(confirm).toBeHidden();

  // Back to the kept list.
  await page.goBack();
  await expect(reviewRow(page, control)).toBeVisible();
  await expect(reviewRow(page, theirs.title)).toHaveCount(0);

  // A reload: the prerendered page's own first request.
  await page.reload();
  await expect(reviewRow(page, control)).toBeVisible();
  await expect(reviewRow(page, theirs.title)).toHaveCount(0);

  // The club list's prerendered page too, opened fresh.
  await page.goto("/main/club");
  await expect(page.getByRole("list", { name: "모임 목록" })).toBeVisible();
  await expect(page.getByRole("list", { name: "모임 목록" }).getByRole("link").first()).toBeVisible();
  await expect(clubCard(page, theirClub)).toHaveCount(0);
});
