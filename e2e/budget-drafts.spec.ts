import { readFileSync } from "node:fs";
import { test, expect } from "./support/fixtures";
import { routeToServer } from "./support/chat";
import { COVER_PATH } from "./support/reviews";
import { BUDGET_MESSAGE, startPrivateServer, type PrivateServer } from "./support/private-server";

// Issue 25, in a real browser: a write refused by its budget shows the server's Korean message and
// loses nothing the member typed (the review and club drafts are persisted stores, the comment
// composer gives the text back, the chat outbox keeps the message for a retry). The pages talk to
// a private server with production budgets (the shared one raises them).
test.describe.configure({ timeout: 180_000 });

let s: PrivateServer;
test.beforeAll(async () => {
  s = await startPrivateServer();
});
test.afterAll(async () => {
  await s?.server.stop();
});

async function spend(count: number, write: () => Promise<{ status: number }>) {
  for (let i = 0; i < count; i++) expect((await write()).status).toBe(200);
}

test("a review over the budget: the reason, and the draft survives a reload", async ({ page }) => {
  const writer = await s.member();
  await spend(10, () => s.createReview(writer));
  await routeToServer(page, s.url, writer);
  await page.goto("/createBookReview");
  await page.getByLabel("책 표지 (필수)").setInputFiles(COVER_PATH);
  await expect(page.getByRole("img", { name: "책 표지 미리보기" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("책 제목").fill("열한 번째 책");
  await page.getByLabel("리뷰 제목").fill("오늘 열한 번째 리뷰");
  await page.getByRole("textbox", { name: "리뷰 내용" }).click();
  await page.keyboard.type("아껴 둔 긴 감상이에요.");
  await page.getByRole("button", { name: "등록하기" }).click();
  await expect(page.getByRole("alert")).toHaveText(BUDGET_MESSAGE("리뷰는 하루에 10개까지 올릴 수 있어요."));
  await expect(page.getByLabel("리뷰 제목")).toHaveValue("오늘 열한 번째 리뷰");
  await page.reload();
  await expect(page.getByLabel("책 제목")).toHaveValue("열한 번째 책");
  await expect(page.getByRole("textbox", { name: "리뷰 내용" })).toHaveText("아껴 둔 긴 감상이에요.");
});

test("a comment over the budget: the reason, and the words come back to the composer", async ({ page }) => {
  const [writer, talker] = [await s.member(), await s.member()];
  const review = (await s.createReview(writer)).body as { id: string };
  await spend(60, () =>
    s.call(talker, "/api/collections/comments/records", {
      bookReviewId: review.id,
      author: talker.id,
      content: "네",
    }),
  );
  await routeToServer(page, s.url, talker);
  await page.goto(`/bookReview/${review.id}/comments`);
  const sheet = page.getByRole("dialog", { name: "댓글" });
  const box = sheet.getByRole("textbox", { name: "댓글 입력" });
  await box.fill("한 시간에 예순한 번째 댓글");
  await box.press("Enter");
  await expect(sheet.getByRole("alert")).toContainText("댓글은 한 시간에 60개까지 쓸 수 있어요.");
  await expect(box).toHaveValue("한 시간에 예순한 번째 댓글");
});

test("a chat message over the budget: the reason beside it, kept in the outbox for a retry", async ({
  page,
}) => {
  const [fast, friend] = [await s.member(), await s.member()];
  const { roomId } = await s.room([fast, friend]);
  await spend(150, () => s.send(fast, roomId, "ㅋㅋ"));
  await routeToServer(page, s.url, fast);
  await page.goto(`/chatRoom/${roomId}`);
  const box = page.getByRole("textbox", { name: "메시지 입력" });
  await box.fill("이것도 보내고 싶어요");
  await box.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "보내지 못했어요" })).toContainText(
    "메시지는 10분에 150개까지 보낼 수 있어요.",
  );
  await expect(page.getByText("이것도 보내고 싶어요")).toBeVisible();
  await page.reload();
  await expect(page.getByText("이것도 보내고 싶어요")).toBeVisible(); // the outbox is persisted
  await expect(page.getByRole("button", { name: "메시지 다시 보내기" })).toBeVisible();
});

test("a club over the budget: the reason, and the draft stays", async ({ page }) => {
  const host = await s.member();
  await spend(5, () => s.createClub(host));
  await routeToServer(page, s.url, host);
  await page.goto("/");
  const img = `data:image/webp;base64,${readFileSync("seed/images/club-c1.webp").toString("base64")}`;
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.evaluate(
    ([photo, day]) => {
      const state = {
        isOffline: false,
        location: "",
        genre: "genre0000000001",
        img: photo,
        imgName: "club.webp",
        title: "여섯 번째 모임",
        detail: "오늘 여섯 번째로 여는 모임이에요.",
        date: day,
        time: "19:00",
        limitPerson: 3,
        query: "어떤 책을 좋아하세요?",
      };
      localStorage.setItem("chaekdongne-club-draft", JSON.stringify({ state, version: 0 }));
    },
    [img, date] as const,
  );
  await page.goto("/createClub4");
  await page.getByRole("button", { name: "모임 만들기" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("모임은 하루에 5개까지 만들 수 있어요.");
  await expect(alert).toContainText("작성한 내용은 그대로 남아 있어요.");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "참여 신청 질문" })).toHaveValue("어떤 책을 좋아하세요?");
});
