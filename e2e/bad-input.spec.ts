import { test, expect, createMember, loginAs, PB_URL, SEED_MEMBER } from "./support/fixtures";
import { ico, png } from "../tests/support/hostile-images";
import { multipart, rawRequest } from "./support/raw-request";

// Bad input across the app: a clear Korean message or the 404 screen, never a crash, and the
// server refuses what the client would have stopped.

test("a non-image file picked as a cover gets a Korean message and nothing breaks", async ({ page }) => {
  await loginAs(page, SEED_MEMBER);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/createBookReview");
  await page.getByRole("textbox", { name: "책 제목" }).fill("잘못된 파일 테스트");
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("이건 사진이 아니에요"),
    });
  await expect(page.getByRole("alert")).toContainText("이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있어요.");
  await expect(page.getByRole("textbox", { name: "책 제목" })).toHaveValue("잘못된 파일 테스트");
  await expect(page.getByRole("button", { name: /등록/ })).toBeDisabled();
  expect(errors).toEqual([]);
});

test("a picture that would take gigabytes to decode gets a Korean message in the app, and nothing is sent", async ({
  page,
}) => {
  await loginAs(page, SEED_MEMBER);
  const sent: string[] = [];
  page.on("request", (r) => {
    // Only writes of pictures count (not the session check, vitals or realtime).
    if (
      r.method() !== "GET" &&
      /\/api\/collections\/(bookReview|users)\/records\b|\/api\/clubs\b/.test(r.url())
    )
      sent.push(r.url());
  });
  await page.goto("/createBookReview");
  // A 1 KB PNG that declares 20000 x 20000 pixels, as the cover: refused before it is decoded.
  await page.getByLabel("책 표지 (필수)").setInputFiles({
    name: "bomb.png",
    mimeType: "image/png",
    buffer: Buffer.from([...png(20000, 20000), ...Array(64).fill(0)]),
  });
  // (Chromium may refuse to read it at all: then it says so.)
  await expect(page.getByRole("alert")).toContainText(/사진이 너무 커요|이 사진은 열 수 없어요/);
  // An icon whose directory says 16 x 16 but wraps a 20000 x 20000 PNG, in the editor (which takes
  // icons): never sent as it is. The browser either refuses to open it (a Korean message) or opens
  // the 16 x 16 it declares, which the app redraws as a small picture of its own.
  const editor = page.getByRole("textbox", { name: "리뷰 내용" });
  await editor.click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "이미지 넣기" }).click();
  await (await chooser).setFiles({ name: "bomb.ico", mimeType: "image/x-icon", buffer: Buffer.from(ico) });
  const refused = page.getByRole("alert").nth(1); // the editor's own, after the cover's
  await expect(refused.or(editor.locator("img")).first()).toBeVisible();
  if ((await page.getByRole("alert").count()) > 1) await expect(refused).toContainText(/사진/);
  if ((await editor.locator("img").count()) > 0) {
    const picture = editor.locator("img");
    await expect(picture).toHaveAttribute("src", /^data:image\/(webp|jpeg);base64,/);
    expect(
      await picture.evaluate((img: HTMLImageElement) => img.naturalWidth * img.naturalHeight),
    ).toBeLessThanOrEqual(16 * 16);
  }
  expect(sent).toEqual([]);
});

test("malformed ids in URLs say the page or club cannot be found, not a crash", async ({ page }) => {
  await loginAs(page, SEED_MEMBER);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  for (const path of [
    "/club/%3Cscript%3E",
    "/bookReview/..%2F..%2Fadmin",
    "/managementClub/zzzzzzzzzzzzzzz",
    "/applicationClub/'%20OR%201=1",
  ]) {
    await page.goto(path);
    // The 404 screen, or a screen's own "찾을 수 없어요" notice with a way back.
    await expect(page.getByText(/찾을 수 없/).first(), path).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("the server refuses over-long fields, wrong file types and oversized files", async () => {
  const member = await createMember();
  const auth = { Authorization: member.token };
  const reviews = await fetch(
    `${PB_URL()}/api/collections/bookReview/records?perPage=1&sort=-created,-id`,
  ).then((r) => r.json());
  const reviewId = reviews.items[0].id as string;

  const longComment = await fetch(`${PB_URL()}/api/collections/comments/records`, {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ bookReviewId: reviewId, author: member.id, content: "가".repeat(1001) }),
  });
  expect(longComment.status).toBe(400);

  const longNickname = await fetch(`${PB_URL()}/api/collections/users/records/${member.id}`, {
    method: "PATCH",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ nickname: "열한글자가넘는닉네임이에요" }),
  });
  expect(longNickname.status).toBe(400);

  const upload = async (bytes: Uint8Array<ArrayBuffer>, type: string, name: string) => {
    const form = new FormData();
    form.append("img", new Blob([bytes], { type }), name);
    // rawRequest: the body cap answers before the upload is read (fetch would fail with EPIPE).
    const { body, contentType } = await multipart(form);
    const res = await rawRequest(`${PB_URL()}/api/collections/users/records/${member.id}`, {
      method: "PATCH",
      headers: { ...auth, "content-type": contentType },
      body,
    });
    return { status: res.status, body: JSON.parse(res.body) };
  };
  const text = await upload(new Uint8Array(new TextEncoder().encode("not an image")), "text/plain", "a.txt");
  expect(text.status).toBe(400);
  expect(text.body.message).toBe("사진 파일을 읽을 수 없어요. 다른 사진을 골라주세요.");

  // Over the field's 1 MB: PocketBase's own size check answers (the picture check leaves it alone).
  const pngOf = (bytes: number) => {
    const png = new Uint8Array(bytes);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return png;
  };
  const big = await upload(pngOf(5.5 * 1024 * 1024), "image/png", "big.png");
  expect(big.status).toBe(400);
  expect(big.body.data.img.code).toBe("validation_file_size_limit");
  // Over the route's body cap (docs/security.md): refused before anything reads it, in Korean.
  const huge = await upload(pngOf(7 * 1024 * 1024), "image/png", "huge.png");
  expect(huge.status).toBe(413);
  expect(huge.body.message).toMatch(/[가-힣]/);
});
