import { test, expect, expectNoSeriousA11yViolations } from "./support/fixtures";

test("landing shows the buttons and the test-account hint", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("홈 | 책동네");
  await expect(page.getByRole("heading", { name: "책동네", level: 1 })).toBeVisible();
  await expect(page.getByText("test1@chaekdongne.kr")).toBeVisible();
  await expect(page.getByText("test1234!")).toBeVisible();
  await expect(page.getByRole("link", { name: "둘러보기" })).toHaveAttribute("href", "/main/club");
  await expect(page.getByRole("link", { name: "로그인" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("link", { name: "회원가입" })).toHaveAttribute("href", "/signup");
  await expectNoSeriousA11yViolations(page);
});

test("an unknown path shows the 404 screen with a home button", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveTitle("404 error | 책동네");
  await expect(page.getByRole("heading", { name: "404 Not found" })).toBeVisible();
  await expect(page.getByText("페이지를 찾을 수 없습니다.")).toBeVisible();
  await page.getByRole("link", { name: "홈으로 가기" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a guarded route shows the auth gate to a visitor; closing goes to the club list", async ({ page }) => {
  await page.goto("/myPage");
  const gate = page.getByRole("dialog", { name: "아직 회원이 아니신가요?" });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole("link", { name: "로그인하러 가기" })).toHaveAttribute("href", "/login");
  await gate.getByRole("button", { name: "닫기" }).click();
  await expect(page).toHaveURL(/\/main\/club$/);
});

test("/atomMaking renders every kind of atom", async ({ page }) => {
  await page.goto("/atomMaking");
  for (const name of ["버튼", "입력", "제목", "아이콘", "아바타", "채팅 말풍선", "모달"]) {
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText("0/500")).toBeVisible();
  await page.getByRole("textbox", { name: "모임 소개" }).fill("안녕하세요");
  await expect(page.getByText("5/500")).toBeVisible();
  await page.getByRole("button", { name: "모달 열기" }).click();
  await expect(page.getByRole("dialog", { name: "변경이 완료되었어요!" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});
