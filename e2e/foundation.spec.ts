import type { Locator } from "@playwright/test";
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

test("/atomMaking renders every atom; dialog actions sit side by side or stack, never wrap", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/atomMaking");
  for (const name of [
    "버튼",
    "선택",
    "입력",
    "제목",
    "아이콘",
    "하트",
    "메뉴",
    "아바타",
    "채팅 말풍선",
    "모달",
  ]) {
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText("0/500")).toBeVisible();
  await page.getByRole("textbox", { name: "모임 소개" }).fill("안녕하세요");
  await expect(page.getByText("5/500")).toBeVisible();
  await page.getByRole("checkbox", { name: /커뮤니티 규칙/ }).check();
  await page.getByRole("radio", { name: "기타" }).check();
  await expectNoSeriousA11yViolations(page);

  const box = async (dialog: Locator, name: string) =>
    (await dialog.getByRole("button", { name }).boundingBox())!;
  // Two short labels: one row of equal buttons.
  await page.getByRole("button", { name: "모달 열기", exact: true }).click();
  const short = page.getByRole("dialog", { name: "변경이 완료됐어요!" });
  const [ok, cancel] = [await box(short, "확인"), await box(short, "취소")];
  expect(Math.abs(ok.y - cancel.y)).toBeLessThan(1);
  expect(Math.abs(ok.width - cancel.width)).toBeLessThan(1);
  await page.keyboard.press("Escape");
  // Two long labels at 360 px: stacked full width, the primary on top, each label on one line.
  await page.getByRole("button", { name: "긴 버튼 모달 열기" }).click();
  const long = page.getByRole("dialog", { name: "참여 신청이 완료됐어요!" });
  const [back, other] = [await box(long, "모임으로 돌아가기"), await box(long, "모임 목록으로")];
  expect(back.y).toBeLessThan(other.y);
  expect(Math.abs(back.width - other.width)).toBeLessThan(1);
  for (const b of [back, other]) expect(b.height).toBeLessThan(56);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  // The one ⋯ menu.
  await page.getByRole("button", { name: "예시 메뉴 열기" }).click();
  const menu = page.getByRole("dialog", { name: "책벌레님" });
  await expect(menu.getByRole("button", { name: "차단하기" })).toBeVisible();
  await menu.getByRole("button", { name: "닫기" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

// A CI run once failed axe colour-contrast on a button fading from the disabled grey to the
// primary colour with white text: neither end fails, the middle does. Two guards: the check waits
// for the screen to be still, and the buttons do not fade between states at all.
test("the accessibility check judges a screen at rest, never a colour mid-transition", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="ko"><head><title>전환</title></head><body><main><h1>전환</h1>` +
      `<button id="b" style="background:#ebebeb;color:#666;transition:background-color 0.1s linear 3s">신청하기</button>` +
      `</main></body></html>`,
  );
  await page.evaluate(() => {
    const b = document.getElementById("b")!;
    // The start colour is computed before it changes; the grey holds for 3 s (a delay), white
    // text on it fails colour-contrast, the primary colour at the end passes.
    void getComputedStyle(b).backgroundColor;
    b.style.backgroundColor = "#c2410c";
    b.style.color = "#fff";
  });
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(1);
  await expectNoSeriousA11yViolations(page);
});

test("buttons switch between enabled and disabled without fading their colours", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/atomMaking");
  await expect(page.getByRole("button", { name: "비활성", exact: true })).toBeDisabled();
  const fading = await page.evaluate(() =>
    Array.from(document.querySelectorAll("button, a")).flatMap((el) => {
      const s = getComputedStyle(el);
      const props = s.transitionProperty.split(",").map((p) => p.trim());
      const times = s.transitionDuration.split(",").map((d) => parseFloat(d));
      return props.some(
        (p, i) =>
          /^(all|background|background-color|color|border-color)$/.test(p) && times[i % times.length] > 0,
      )
        ? [`${el.tagName} "${el.textContent?.trim()}": ${s.transitionProperty} ${s.transitionDuration}`]
        : [];
    }),
  );
  expect(fading).toEqual([]);
});
