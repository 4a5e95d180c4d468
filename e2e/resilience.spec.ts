import { test, expect, adminClient, createMember, loginAs, PB_URL } from "./support/fixtures";
import { createClubApi } from "./support/clubs";
import { COVER_PATH } from "./support/reviews";

// Server unreachable in the middle of an action. The connection is refused for this page only
// (page.route abort), not by stopping the shared PocketBase: the suite runs two workers, and a
// stopped server would break the other worker's tests. Everything else is the real server.
test("a comment sent while the server is unreachable keeps its text, says so in Korean, and a retry posts it once", async ({
  page,
}) => {
  const admin = await adminClient();
  const review = await admin.collection("bookReview").getFirstListItem("title != ''", { sort: "created" });
  const member = await createMember();
  await loginAs(page, member);
  const content = `연결이 끊겨도 남아 있는 댓글 ${Date.now()}`;

  await page.goto(`/bookReview/${review.id}/comments`);
  const box = page.getByRole("textbox", { name: "댓글 입력" });
  await box.fill(content);
  const commentsApi = `${PB_URL()}/api/collections/comments/records`;
  const sentIds: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().startsWith(commentsApi))
      sentIds.push((r.postDataJSON() as { id: string }).id);
  });
  await page.route(`${commentsApi}*`, (route) =>
    route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue(),
  );
  await page.getByRole("button", { name: "댓글 보내기" }).click();

  await expect(page.getByRole("alert")).toContainText("댓글을 보내지 못했어요");
  await expect(page.getByRole("alert")).toContainText("서버에 연결할 수 없어요");
  await expect(box).toHaveValue(content);
  const stored = () =>
    admin.collection("comments").getList(1, 5, { filter: admin.filter("content = {:c}", { c: content }) });
  expect((await stored()).totalItems).toBe(0);

  await page.unroute(`${commentsApi}*`);
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().startsWith(commentsApi),
  );
  await page.getByRole("button", { name: "댓글 보내기" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole("list", { name: "댓글 목록" }).getByText(content)).toBeVisible();
  await expect(box).toHaveValue("");
  // The retry is the same comment (same client-made id): even had the first attempt reached the
  // server, the id could be stored only once. No sleep needed to rule out a late duplicate.
  expect(sentIds).toHaveLength(2);
  expect(sentIds[1]).toBe(sentIds[0]);
  const rows = await stored();
  expect(rows.items.map((r) => r.id)).toEqual([sentIds[0]]);
});

test("an application sent while the server is unreachable keeps the answer across a reload and applies once on retry", async ({
  page,
}) => {
  const host = await createMember();
  const club = await createClubApi(host);
  const member = await createMember();
  await loginAs(page, member);
  const answer = `서버가 잠시 멈춰도 지워지지 않는 답변이에요 ${Date.now()}`;

  await page.goto(`/applicationClub/${club.id}?step=2`);
  const box = page.getByRole("textbox", { name: "답변" });
  await box.fill(answer);
  const applyApi = `${PB_URL()}/api/clubs/${club.id}/apply`;
  await page.route(applyApi, (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "신청하기" }).click();
  await expect(page.getByRole("alert")).toContainText("서버에 연결할 수 없어요");
  await expect(box).toHaveValue(answer);

  await page.reload();
  await expect(page.getByRole("textbox", { name: "답변" })).toHaveValue(answer);
  await page.unroute(applyApi);
  await page.getByRole("button", { name: "신청하기" }).click();
  await expect(page.getByRole("dialog", { name: "참여 신청이 완료됐어요!" })).toBeVisible();

  const admin = await adminClient();
  const answers = await admin
    .collection("socialingQueryAnswer")
    .getFullList({ filter: admin.filter("answerUser = {:u}", { u: member.id }) });
  expect(answers.map((a) => a.answer)).toEqual([answer]);
  const stored = await admin.collection("socialing").getOne(club.id);
  expect(stored.applicant.filter((id: string) => id === member.id)).toHaveLength(1);
});

test("a review submitted while the server is unreachable is kept and saved exactly once on retry", async ({
  page,
}) => {
  const member = await createMember();
  await loginAs(page, member);
  const title = `연결이 끊긴 뒤 다시 보낸 리뷰 ${Date.now()}`;
  await page.goto("/createBookReview");
  await page.getByLabel("책 표지 (필수)").setInputFiles(COVER_PATH);
  await expect(page.getByRole("img", { name: "책 표지 미리보기" })).toBeVisible({ timeout: 30_000 }); // compressed in the page
  await page.getByLabel("책 제목").fill("회복력 테스트 책");
  await page.getByLabel("리뷰 제목").fill(title);
  await page.getByRole("textbox", { name: "리뷰 내용" }).click();
  await page.keyboard.type("서버가 돌아오면 한 번만 저장되어야 하는 본문이에요.");

  const reviewsApi = `${PB_URL()}/api/collections/bookReview/records`;
  await page.route(`${reviewsApi}*`, (route) =>
    route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue(),
  );
  await page.getByRole("button", { name: "등록하기" }).click();
  await expect(page.getByRole("alert")).toContainText("네트워크");
  await expect(page.getByLabel("리뷰 제목")).toHaveValue(title);
  const admin = await adminClient();
  const stored = () =>
    admin.collection("bookReview").getList(1, 5, { filter: admin.filter("title = {:t}", { t: title }) });
  expect((await stored()).totalItems).toBe(0);

  await page.unroute(`${reviewsApi}*`);
  await page.getByRole("button", { name: "등록하기" }).click();
  await expect(page.getByRole("alertdialog", { name: "리뷰가 작성됐어요" })).toBeVisible();
  await expect.poll(async () => (await stored()).totalItems).toBe(1);
  expect((await stored()).items[0].writer).toBe(member.id);
});
