import { test, expect, adminClient, createMember, loginAs, PB_URL, type Member } from "./support/fixtures";
import { appendPicture, pictureOfBytes } from "./support/images";
import { COVER_PATH, createReviewAs, freshMembers, memberClient, randomId } from "./support/reviews";
import { hideByReports } from "./support/visibility";
import { createChatRoom, sendAs } from "./support/chat";
import { createClubApi } from "./support/clubs";
import { rawRequest } from "./support/raw-request";

// Issue 25, size caps (docs/security.md "Abuse budgets"): what one request, one review body and one
// picture may hold, proven with raw HTTP against the shared server (caps do not depend on it).
test.describe.configure({ timeout: 180_000 });

/** A real picture of the app's shape of about `bytes` bytes (e2e/support/images.ts). */
const picture = pictureOfBytes;
/** The body's place for the nth picture sent with it (what the app sends, lib/review-pictures.ts). */
const slot = (n: number) => `<p><img src="chaekdongne-picture:${n}"></p>`;
const LONG_TEXT = `<p>${"책장을 덮고 한참을 생각했어요. 주인공의 선택이 계속 마음에 남아요. ".repeat(220)}</p>`; // ~8,000 characters

/** Creates a review as the app does: the body's pictures as files of `images`. */
async function postReview(
  writer: Member,
  detail: string,
  pictures: Buffer[] = [],
  bookTitle = "크기 시험 책",
) {
  const form = new FormData();
  const fields = { id: randomId(), writer: writer.id, bookTitle, title: "크기 시험", detail };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  await appendPicture(form, "cover");
  for (const p of pictures)
    form.append("images", new Blob([new Uint8Array(p)], { type: "image/webp" }), "picture.webp");
  const res = await fetch(`${PB_URL()}/api/collections/bookReview/records`, {
    method: "POST",
    headers: { Authorization: writer.token },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

test("a long real review with pictures is accepted; a body over the caps is refused in Korean", async () => {
  const writer = await createMember();
  const ok = await postReview(
    writer,
    LONG_TEXT + slot(0) + slot(1) + slot(2),
    await Promise.all([150_000, 150_000, 150_000].map(picture)),
  );
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  const refusals: [string, Buffer[], string][] = [
    [`<p>${"가".repeat(20_001)}</p>`, [], "리뷰 내용은 20,000자까지 쓸 수 있어요."],
    [
      [0, 1, 2, 3, 4, 5].map(slot).join(""),
      await Promise.all(Array.from({ length: 6 }, () => picture(10_000))),
      "리뷰에는 사진을 5장까지 넣을 수 있어요.",
    ],
    [
      '<p>글</p><p><img src="https://tracker.example/pixel.gif"></p>',
      [],
      "리뷰 사진은 편집기의 사진 버튼으로 넣어주세요.",
    ],
    [
      `<p><img src="data:image/webp;base64,${(await picture(150_000)).toString("base64")}"></p>`,
      [],
      "리뷰 사진은 편집기의 사진 버튼으로 넣어주세요.",
    ],
    // The 2.9 MB review of the finding.
    [
      `<p>글</p>${"<p><b>굵게</b></p>".repeat(200_000)}`,
      [],
      "리뷰 내용이 너무 커요. 글을 줄이거나 나눠서 올려주세요.",
    ],
  ];
  for (const [detail, pictures, message] of refusals) {
    const result = await postReview(writer, detail, pictures);
    expect(result.status, message).toBe(400);
    expect(String(result.body.message).startsWith(message), `${result.body.message} / ${message}`).toBe(true);
  }
  // A picture over 200 KB: PocketBase's own check of the file field (the app shows it in Korean).
  const big = await postReview(writer, slot(0), [await picture(250_000)]);
  expect(big.status).toBe(400);
  expect(big.body.data.images.code).toBe("validation_file_size_limit");
});

test("lists never carry a review body; the review's body is text, its pictures files", async () => {
  const writer = await createMember();
  const detail = `<p>목록에는 앞부분만 나와요.</p>${[0, 1, 2, 3, 4].map(slot).join("")}`;
  const bookTitle = `본문 없는 목록 ${randomId()}`;
  const created = await postReview(
    writer,
    detail,
    await Promise.all(Array.from({ length: 5 }, () => picture(190_000))),
    bookTitle,
  );
  expect(created.status).toBe(200);
  const review = created.body as { id: string };
  const pb = memberClient(writer);
  const filter = encodeURIComponent(`bookTitle ~ '${bookTitle}'`);
  // The app's list shape (its short-title search), and the same list without a fields picker.
  for (const query of [
    `page=1&perPage=10&filter=${filter}&sort=-created,-id&expand=writer&fields=${encodeURIComponent("id,collectionId,writer,img,bookTitle,title,created,expand,detail:excerpt(300,true)")}&skipTotal=1`,
    `page=1&perPage=10&filter=${filter}&sort=-created,-id`,
  ]) {
    const res = await fetch(`${PB_URL()}/api/collections/bookReview/records?${query}`, {
      headers: { Authorization: writer.token },
    });
    expect(res.status).toBe(200);
    const items = (await res.json()).items as { id: string; detail: string }[];
    expect(items.map((i) => i.id)).toEqual([review.id]);
    expect(items[0].detail).toBe("목록에는 앞부분만 나와요.");
    expect(JSON.stringify(items).length).toBeLessThan(20_000);
  }
  // The review has the text and its five pictures, as files of its own (not inside the body).
  const full = await pb.collection("bookReview").getOne(review.id, { expand: "writer" });
  expect(full.images).toHaveLength(5);
  expect(full.detail.startsWith("<p>목록에는 앞부분만 나와요.</p>")).toBe(true);
  expect(full.detail.length).toBeLessThan(1000);
});

test("a review's pictures are stored as its own files, shown on the review and kept through an edit", async ({
  page,
}) => {
  const writer = await createMember();
  const sent = await picture(50_000);
  const review = (await postReview(writer, `<p>사진 앞에 쓴 리뷰 글이에요.</p>${slot(0)}`, [sent])).body as {
    id: string;
    collectionId: string;
    images: string[];
    detail: string;
  };
  expect(review.images).toHaveLength(1);
  expect(review.detail).toBe(
    `<p>사진 앞에 쓴 리뷰 글이에요.</p><p><img src="/api/files/${review.collectionId}/${review.id}/${review.images[0]}"></p>`,
  );
  const file = await fetch(`${PB_URL()}/api/files/${review.collectionId}/${review.id}/${review.images[0]}`);
  expect(file.status).toBe(200);
  expect((await file.arrayBuffer()).byteLength).toBe(sent.length);

  await loginAs(page, writer);
  await page.goto(`/bookReview/${review.id}`);
  const shown = page.locator("article img[src*='/picture_']");
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute("loading", "lazy");
  await shown.scrollIntoViewIfNeeded();
  const side = (await import("sharp")).default(sent).metadata();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe((await side).width);

  // The editor gets the picture from PocketBase's origin; saving it back keeps the same file.
  await page.goto(`/editBookReview/${review.id}`);
  await page.getByLabel("리뷰 제목").fill("제목만 고쳤어요");
  await page.getByRole("button", { name: "수정하기" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookReview/${review.id}$`));
  const after = await memberClient(writer).collection("bookReview").getOne(review.id);
  expect(after.images).toEqual(review.images);
  expect(after.detail).toContain(`src="/api/files/${review.collectionId}/${review.id}/${review.images[0]}"`);
});

test("a picture put in with the editor is sent as a file and shown from it", async ({ page }) => {
  const writer = await createMember();
  await loginAs(page, writer);
  await page.goto("/createBookReview");
  await page.getByLabel("책 표지 (필수)").setInputFiles(COVER_PATH);
  await expect(page.getByRole("img", { name: "책 표지 미리보기" })).toBeVisible({ timeout: 30_000 });
  const bookTitle = `편집기 사진 ${randomId().slice(0, 6)}`;
  await page.getByLabel("책 제목").fill(bookTitle);
  await page.getByLabel("리뷰 제목").fill("사진을 넣은 리뷰");
  await page.getByRole("textbox", { name: "리뷰 내용" }).click();
  await page.keyboard.type("표지 옆에 찍은 사진이에요.");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "이미지 넣기" }).click();
  await (await chooser).setFiles("public/icons/icon-512.png"); // the editor takes PNG, GIF, JPEG, BMP, ICO
  await expect(page.getByRole("textbox", { name: "리뷰 내용" }).locator("img")).toHaveCount(1, {
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "등록하기" }).click();
  await page
    .getByRole("alertdialog", { name: "리뷰가 작성됐어요" })
    .getByRole("link", { name: "리뷰 보기" })
    .click();
  const shown = page.locator("article img[src*='/picture_']");
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const admin = await adminClient();
  const stored = await admin
    .collection("bookReview")
    .getFirstListItem(admin.filter("bookTitle = {:t}", { t: bookTitle }));
  expect(stored.images).toHaveLength(1);
  expect(stored.detail).not.toContain("data:");
});

test("comments and messages over 1000 characters are refused", async () => {
  const [writer, talker] = [await createMember(), await createMember()];
  const review = await createReviewAs(writer, {
    bookTitle: "길이 시험",
    title: "길이",
    detail: "<p>테스트용 리뷰 본문이에요.</p>",
  });
  const long = memberClient(talker)
    .collection("comments")
    .create({ bookReviewId: review.id, author: talker.id, content: "가".repeat(1001) });
  await expect(long).rejects.toMatchObject({
    status: 400,
    response: { message: "댓글은 1000자까지 쓸 수 있어요." },
  });
  const { roomId } = await createChatRoom([writer, talker]);
  await expect(sendAs(talker, roomId, "가".repeat(1001))).rejects.toMatchObject({ status: 400 });
  await expect(sendAs(talker, roomId, "가".repeat(1000))).resolves.toMatchObject({ sender: talker.id });
});

/** `bytes` bytes of JSON-ish filler to `path` (rawRequest: the answer is read even when it comes first). */
function sendBody(method: string, path: string, bytes: number, token?: string) {
  return rawRequest(`${PB_URL()}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: bytes,
  });
}

test("every custom route refuses a body over its maxBody with 413 and a Korean message, before reading it", async () => {
  const member = await createMember();
  const admin = await adminClient();
  const table = await admin.send<{
    items: { method: string; path: string; access: string; maxBody?: number }[];
  }>("/api/chaekdongne/routes", {});
  const ours = table.items.filter((r) => r.maxBody !== undefined && r.access !== "admin");
  expect(ours.length).toBeGreaterThan(20);
  for (const route of ours) {
    const path = route.path.replace(/:[A-Za-z]+/g, "abcdefghij12345");
    const res = await sendBody(route.method, path, route.maxBody! + 1, member.token);
    expect(res.status, `${route.method} ${route.path}`).toBe(413);
    expect(JSON.parse(res.body).message).toBe(
      "보내는 내용이 너무 커요. 글이나 사진을 줄여서 다시 시도해주세요.",
    );
  }
  // The finding: 17 MB of ids to notifications/read, refused at once instead of ~1.3 s of work.
  const big = await sendBody("POST", "/api/chaekdongne/notifications/read", 17 * 1024 * 1024, member.token);
  expect(big.status).toBe(413);
  expect(big.ms).toBeLessThan(1000);
  // A real request of the app still fits: 100 ids.
  const ids = Array.from({ length: 100 }, () => randomId());
  const ok = await fetch(`${PB_URL()}/api/chaekdongne/notifications/read`, {
    method: "POST",
    headers: { "content-type": "application/json", Authorization: member.token },
    body: JSON.stringify({ ids }),
  });
  expect(ok.status).toBe(200);
  // ...and so does a club with a real photo (the multipart routes allow a 5 MB photo).
  await createClubApi(member);
});

test("a review hidden by reports takes its body pictures and its cover's sizes with it (the cover's rule, docs/security.md)", async () => {
  const writer = await createMember();
  const review = (
    await postReview(writer, `<p>가려질 사진이 있는 리뷰예요.</p>${slot(0)}`, [await picture(20_000)])
  ).body as {
    id: string;
    collectionId: string;
    images: string[];
    imgSizes: string[];
  };
  const urls = [review.images[0], ...review.imgSizes].map(
    (name) => `${PB_URL()}/api/files/${review.collectionId}/${review.id}/${name}`,
  );
  for (const url of urls) expect((await fetch(url)).status).toBe(200);
  await hideByReports("review", review.id, await freshMembers(5));
  for (const url of urls) {
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url, { headers: { Authorization: writer.token } })).status).toBe(404); // its writer too
  }
});
