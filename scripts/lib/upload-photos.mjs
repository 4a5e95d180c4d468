// Uploads real-sized phone pictures through the app's own screens in Chromium (issue 31): the
// avatar (프로필 수정), a club's photo (모임 만들기) and a review's cover and body pictures (리뷰 쓰기),
// as a member would. Used by `npm run bench:images` and `BENCH_PHOTOS=1 npm run bench:web`. Drives
// the UI by its labels only, so the same code measures an older build (the "before" numbers).
import { chromium } from "@playwright/test";
import PocketBase from "pocketbase";
import { animatedGif, cameraPhoto, portraitPhoto, screenshotPng } from "./camera-photos.mjs";

export const PHONE = {
  viewport: { width: 430, height: 932 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const SESSION_KEY = "chaekdongne-auth";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The four pictures of the issue, made once (scripts/lib/camera-photos.mjs). */
export async function phonePictures() {
  const [camera, portrait, screenshot, animated] = await Promise.all([
    cameraPhoto(),
    portraitPhoto(),
    screenshotPng(),
    animatedGif(),
  ]);
  return {
    camera: { name: "IMG_4032.jpg", mimeType: "image/jpeg", buffer: camera },
    portrait: { name: "IMG_4033.jpg", mimeType: "image/jpeg", buffer: portrait },
    screenshot: { name: "Screenshot_20261125.png", mimeType: "image/png", buffer: screenshot },
    animated: { name: "reading.gif", mimeType: "image/gif", buffer: animated },
  };
}

/** A browser context signed in as `member` (the app's persisted session, like e2e loginAs). */
export async function memberContext(browser, pbUrl, member, options = PHONE) {
  const auth = await new PocketBase(pbUrl)
    .collection("users")
    .authWithPassword(member.email, member.password);
  const context = await browser.newContext({ ...options, ignoreHTTPSErrors: true });
  const value = JSON.stringify({ state: { token: auth.token, user: auth.record }, version: 0 });
  await context.addInitScript(
    ([key, v]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, v);
    },
    [SESSION_KEY, value],
  );
  return { context, auth };
}

const untilResponse = (page, test) =>
  page.waitForResponse((r) => test(r) && r.request().method() !== "GET", { timeout: 120_000 });

/**
 * Uploads `pictures` as `member` at `appUrl`: avatar <- portrait, club photo <- camera (EXIF
 * orientation + GPS), review cover <- screenshot, review body <- animated GIF + camera.
 * Returns { userId, clubId, roomId, reviewId }.
 */
export async function uploadThroughApp({
  appUrl,
  pbUrl,
  member,
  pictures,
  title = `사진 모임 ${Date.now() % 100000}`,
}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const { context, auth } = await memberContext(browser, pbUrl, member);
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);

    // Avatar.
    await page.goto(`${appUrl}/editProfileInfo`);
    await page.locator('input[type="file"]').setInputFiles(pictures.portrait);
    await page.getByRole("img", { name: "프로필 사진 미리보기" }).waitFor();
    const saved = untilResponse(page, (r) =>
      r.url().includes(`/api/collections/users/records/${auth.record.id}`),
    );
    await page.getByRole("button", { name: "변경하기" }).click();
    if (!(await saved).ok()) throw new Error(`avatar upload failed: ${(await saved).status()}`);

    // Club photo (the wizard).
    await page.goto(`${appUrl}/createClub`);
    await page.getByRole("button", { name: "온라인" }).click();
    await page.getByRole("button", { name: "다음" }).click();
    await page.getByRole("button", { name: "과학" }).click();
    await page.getByRole("button", { name: "다음" }).click();
    await page.locator('input[type="file"]').setInputFiles(pictures.camera);
    await page.getByRole("img", { name: "모임 대표 사진 미리보기" }).waitFor();
    await page.getByRole("textbox", { name: "모임 이름" }).fill(title);
    await page.getByRole("textbox", { name: "모임 소개" }).fill("휴대폰으로 찍은 사진으로 만든 모임이에요.");
    await page.getByRole("button", { name: "다음" }).click();
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("날짜").fill(day);
    await page.getByLabel("시간").fill("19:30");
    await page.getByRole("textbox", { name: "참여 신청 질문" }).fill("좋아하는 책은 무엇인가요?");
    const created = untilResponse(page, (r) => new URL(r.url()).pathname === "/api/clubs");
    await page.getByRole("button", { name: "모임 만들기" }).click();
    const club = await (await created).json();
    if (!club.id) throw new Error(`club upload failed: ${JSON.stringify(club)}`);

    // Review: cover and two pictures in the body.
    await page.goto(`${appUrl}/createBookReview`);
    await page.getByLabel("책 표지 (필수)").setInputFiles(pictures.screenshot);
    await page.getByRole("img", { name: "책 표지 미리보기" }).waitFor();
    await page.getByLabel("책 제목").fill("사진으로 읽는 책");
    await page.getByLabel("리뷰 제목").fill(`${title} 리뷰`);
    const editor = page.getByRole("textbox", { name: "리뷰 내용" });
    await editor.click();
    await page.keyboard.type("휴대폰 사진 두 장과 함께 쓴 리뷰예요. ");
    for (const [i, picture] of [pictures.animated, pictures.camera].entries()) {
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "이미지 넣기" }).click();
      await (await chooser).setFiles(picture);
      await editor.locator("img").nth(i).waitFor();
    }
    const posted = untilResponse(page, (r) => r.url().includes("/api/collections/bookReview/records"));
    await page.getByRole("button", { name: "등록하기" }).click();
    const review = await (await posted).json();
    if (!review.id) throw new Error(`review upload failed: ${JSON.stringify(review)}`);
    await context.close();
    return { userId: auth.record.id, clubId: club.id, roomId: club.chattingRoom, reviewId: review.id };
  } finally {
    await browser.close();
  }
}
