import type { Page } from "@playwright/test";
import { test, expect, loginAs, type Member } from "./support/fixtures";
import { createReviewAs, freshMembers } from "./support/reviews";
import { revoke, REVOKED_PASSWORD } from "./support/visibility";

// What a writer types into their review's edit form and has not saved survives a reload and a
// session that ended on the server meanwhile, until they save it or put the review back
// (src/features/reviews/stores/review-edit-drafts.ts).
test.describe.configure({ timeout: 120_000 });

const BODY = "고치기 전의 리뷰 본문이에요. 처음 읽었을 때의 느낌을 적었어요.";

async function writtenReview(writer: Member) {
  // Two paragraphs with a line break between them: markup the editor rewrites in its own form
  // when it opens, which is not an edit.
  return createReviewAs(writer, {
    bookTitle: "고칠 책",
    title: "고치기 전 제목",
    detail: `<p>${BODY}</p>\n<p>둘째 문단이에요.</p>`,
  });
}

const form = (page: Page) => ({
  title: page.getByLabel("리뷰 제목"),
  body: page.getByRole("textbox", { name: "리뷰 내용" }),
  notice: page.getByText("저장하지 않은 수정 내용을 불러왔어요."),
});

/** Types at the end of the body, as the writer would. */
async function typeInBody(page: Page, text: string) {
  await form(page).body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

test("an unsaved edit comes back after a reload and after the session ended, until it is saved", async ({
  page,
}) => {
  const [writer] = await freshMembers(1);
  const review = await writtenReview(writer);
  await loginAs(page, writer);
  const { title, body, notice } = form(page);
  await page.goto(`/editBookReview/${review.id}`);
  await expect(body).toContainText(BODY);
  // Opening the form is not an edit: nothing comes back as unsaved.
  await page.reload();
  await expect(body).toContainText(BODY);
  await expect(title).toHaveValue("고치기 전 제목");
  await expect(notice).toHaveCount(0);

  await title.fill("고친 제목");
  await typeInBody(page, " 덧붙인 문장이에요.");
  await page.reload();
  await expect(notice).toBeVisible();
  await expect(title).toHaveValue("고친 제목");
  await expect(body).toContainText("덧붙인 문장이에요.");

  // Their password changed on another device: 수정하기 ends the session (answered 401).
  await revoke(writer);
  await page.getByRole("button", { name: "수정하기" }).click();
  await expect(page.getByRole("dialog", { name: "아직 회원이 아니신가요?" })).toBeVisible();
  await page.getByRole("link", { name: "로그인하러 가기" }).click();
  await page.getByLabel("이메일").fill(writer.email);
  await page.getByLabel("비밀번호").fill(REVOKED_PASSWORD);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`/editBookReview/${review.id}`);
  await expect(notice).toBeVisible();
  await expect(title).toHaveValue("고친 제목");
  await expect(body).toContainText("덧붙인 문장이에요.");
  await page.getByRole("button", { name: "수정하기" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "고친 제목" })).toBeVisible();
  await expect(page.getByText("덧붙인 문장이에요.")).toBeVisible();

  // Saved: the form opens with what is stored, nothing brought back.
  await page.goto(`/editBookReview/${review.id}`);
  await expect(title).toHaveValue("고친 제목");
  await expect(notice).toHaveCount(0);
});

test("원래대로 되돌리기 puts the stored review back and forgets the unsaved edit", async ({ page }) => {
  const [writer] = await freshMembers(1);
  const review = await writtenReview(writer);
  await loginAs(page, writer);
  const { title, body, notice } = form(page);
  await page.goto(`/editBookReview/${review.id}`);
  await title.fill("버릴 제목");
  await typeInBody(page, " 버릴 문장이에요.");
  await page.reload();
  await expect(title).toHaveValue("버릴 제목");

  await page.getByRole("button", { name: "원래대로 되돌리기" }).click();
  await expect(title).toHaveValue("고치기 전 제목");
  await expect(body).not.toContainText("버릴 문장이에요.");
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(title).toHaveValue("고치기 전 제목");
  await expect(body).toContainText(BODY);
  await expect(notice).toHaveCount(0);
});
