import { execFile } from "node:child_process";
import { promisify } from "node:util";
import PocketBase from "pocketbase";
import sharp from "sharp";
import { cameraPhoto, withExif } from "../scripts/lib/camera-photos.mjs";
import { imageSet } from "../scripts/lib/image-sizes.mjs";
import { startPocketBase } from "../scripts/lib/pocketbase-server.mjs";
import { IMAGE_KINDS } from "../src/config/image-sizes.mjs";
import { test, expect, adminClient, createMember, loginAs, PB_URL } from "./support/fixtures";
import { appendPicture, pictureOfBytes } from "./support/images";
import { randomId } from "./support/reviews";
import { avif, cur, gif, heic, ico, png, webpExtended, exifGps, jpeg } from "../tests/support/hostile-images";

// Issue 31 (docs/images.md): every stored picture exists in the sizes the app shows it at, made on
// the phone; no metadata (GPS) is stored, whatever the client; the picture check takes only the
// app's own shapes; pictures stored before are brought to the same sizes by `npm run images:migrate`.
test.describe.configure({ timeout: 240_000 });

type Files = { collectionId: string; id: string; img: string; imgSizes: string[]; images?: string[] };
const fileUrl = (r: Files, name: string, base = PB_URL()) =>
  `${base}/api/files/${r.collectionId}/${r.id}/${name}`;
const download = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

/** Format, size, metadata and the colour of the top-left corner of a stored file. */
async function inspect(data: Buffer) {
  const meta = await sharp(data).metadata();
  const corner = await sharp(data)
    .extract({
      left: 0,
      top: 0,
      width: Math.max(1, Math.round(meta.width! * 0.05)),
      height: Math.max(1, Math.round(meta.height! * 0.05)),
    })
    .resize(1, 1)
    .raw()
    .toBuffer();
  const red = corner[0] > 180 && corner[1] < 90 && corner[2] < 90;
  return { format: meta.format, width: meta.width, height: meta.height, exif: !!meta.exif, red };
}

test("a camera photo posted as a review is stored at its sizes, upright, without GPS, and lists ask for the size they draw", async ({
  browser,
}) => {
  const writer = await createMember();
  // Shown 1500 x 2000 (stored turned, EXIF Orientation 6 and GPS), a red square top-left.
  const photo = {
    name: "IMG_1234.jpg",
    mimeType: "image/jpeg",
    buffer: await cameraPhoto({ width: 1500, height: 2000 }),
  };
  expect((await sharp(photo.buffer).metadata()).exif).toBeTruthy();
  const context = await browser.newContext({ viewport: { width: 430, height: 932 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  await loginAs(page, writer);
  await page.goto("/createBookReview");
  await page.getByLabel("책 표지 (필수)").setInputFiles(photo);
  await expect(page.getByRole("img", { name: "책 표지 미리보기" })).toBeVisible({ timeout: 60_000 });
  const bookTitle = `사진 크기 ${randomId().slice(0, 6)}`;
  await page.getByLabel("책 제목").fill(bookTitle);
  await page.getByLabel("리뷰 제목").fill("휴대폰 사진 리뷰");
  await page.getByRole("textbox", { name: "리뷰 내용" }).click();
  await page.keyboard.type("카메라로 찍은 사진을 넣었어요.");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "이미지 넣기" }).click();
  await (await chooser).setFiles(photo);
  await expect(page.getByRole("textbox", { name: "리뷰 내용" }).locator("img")).toHaveCount(1, {
    timeout: 60_000,
  });
  const posted = page.waitForResponse(
    (r) => r.url().includes("/api/collections/bookReview/records") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "등록하기" }).click();
  const review = (await (await posted).json()) as Files;

  // Stored: the cover at each width of the table and its link-preview card, the body picture
  // within 1200 px; no file carries EXIF; the red corner is where it was taken (upright).
  const cover = IMAGE_KINDS.cover;
  const stem = /^(cover_[a-z0-9]+)_540\.webp$/.exec(review.img)![1];
  expect(review.imgSizes).toEqual([
    ...cover.widths.slice(0, -1).map((w) => `${stem}_${w}.webp`),
    `${stem}_og.jpg`,
  ]);
  const stored = await Promise.all(
    [review.img, ...review.imgSizes, ...review.images!].map(async (name) => ({
      name,
      ...(await inspect(await download(fileUrl(review, name)))),
    })),
  );
  expect(stored.map(({ name, format, width, height }) => ({ name, format, width, height }))).toEqual([
    ...[...cover.widths.slice(-1), ...cover.widths.slice(0, -1)].map((w) => ({
      name: `${stem}_${w}.webp`,
      format: "webp",
      width: w,
      height: Math.round((w * 7) / 5),
    })),
    { name: `${stem}_og.jpg`, format: "jpeg", width: 1200, height: 630 },
    { name: review.images![0], format: "webp", width: 900, height: 1200 },
  ]);
  expect(stored.filter((f) => f.exif)).toEqual([]);
  for (const f of stored.filter((s) => !s.name.endsWith("_og.jpg")))
    expect(f.red, `${f.name} upright`).toBe(true);

  // A reader on a phone (DPR 3) asks for the cover at 216 px for its 72 px row, the writer's avatar
  // at 72 px for 24 px; nothing more.
  const avatar = new FormData();
  await appendPicture(avatar, "avatar");
  const me = await fetch(`${PB_URL()}/api/collections/users/records/${writer.id}`, {
    method: "PATCH",
    headers: { Authorization: writer.token },
    body: avatar,
  });
  expect(me.status).toBe(200);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image" && r.url().includes("/api/files/"))
      asked.push(new URL(r.url()).pathname);
  });
  await page.goto("/main/bookReview");
  const row = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "휴대폰 사진 리뷰" }) });
  await expect(row.locator("img").first()).toHaveJSProperty("complete", true);
  await expect.poll(() => asked.some((u) => u.endsWith(`/${stem}_216.webp`))).toBe(true);
  expect(asked.some((u) => /\/_pb_users_auth_\/\w+\/avatar_\w+_72\.webp$/.test(u))).toBe(true);
  expect(asked.filter((u) => u.includes(review.id))).toEqual([
    `/api/files/${review.collectionId}/${review.id}/${stem}_216.webp`,
  ]);
  await context.close();
});

test("a client that skips the app's code cannot store GPS, another format or a picture without its sizes (raw HTTP)", async () => {
  const member = await createMember();
  const auth = { Authorization: member.token };
  // The right sizes, but the stored file carries the camera's EXIF (GPS).
  const withGps = async (kind: "avatar" | "club" | "cover") => {
    const set = await imageSet(kind, await cameraPhoto({ width: 600, height: 800 }), "jpeg");
    return { ...set, img: { ...set.img, data: withExif(set.img.data) } };
  };
  const forms: Record<string, (form: FormData) => Promise<Response>> = {
    avatar: (form) =>
      fetch(`${PB_URL()}/api/collections/users/records/${member.id}`, {
        method: "PATCH",
        headers: auth,
        body: form,
      }),
    club: (form) => {
      for (const [k, v] of Object.entries({
        isOffline: "false",
        genre: "genre0000000003",
        title: "위치 정보 모임",
        detail: "설명",
        dateTime: new Date(Date.now() + 86_400_000).toISOString(),
        limitPerson: "3",
        query: "질문",
      }))
        form.append(k, v);
      return fetch(`${PB_URL()}/api/clubs`, { method: "POST", headers: auth, body: form });
    },
    cover: (form) => {
      for (const [k, v] of Object.entries({
        id: randomId(),
        writer: member.id,
        bookTitle: "책",
        title: "표지",
        detail: "<p>사진을 확인하는 리뷰 본문이에요.</p>",
      }))
        form.append(k, v);
      return fetch(`${PB_URL()}/api/collections/bookReview/records`, {
        method: "POST",
        headers: auth,
        body: form,
      });
    },
  };
  const blob = (bytes: number[] | Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
  for (const kind of ["avatar", "club", "cover"] as const) {
    const valid = await imageSet(kind, await pictureOfBytes(50_000));
    const cases: [string, (form: FormData) => Promise<void> | void, RegExp][] = [
      [
        "GPS in the stored JPEG",
        async (form) => {
          const set = await withGps(kind);
          form.append("img", blob(set.img.data, "image/jpeg"), "a.jpg");
          for (const s of set.sizes) form.append("imgSizes", blob(s.data, s.type), s.name);
        },
        /위치 같은 촬영 정보가 든 사진은 올릴 수 없어요/,
      ],
      ...(
        [
          ["an ICO wrapping a 20000x20000 PNG", ico, "image/x-icon"],
          ["a CUR wrapping a 20000x20000 PNG", cur, "image/x-icon"],
          ["a GIF whose first frame is 16000x16000", gif, "image/gif"],
          ["a PNG", png(1200, 720), "image/png"],
          ["an AVIF", avif, "image/avif"],
          ["a HEIC", heic, "image/heic"],
          ["a WebP VP8X over a 16000x16000 frame", webpExtended, "image/webp"],
          ["a JPEG with EXIF GPS", jpeg({ before: exifGps }), "image/jpeg"],
        ] as const
      ).map(([name, bytes, type]): [string, (form: FormData) => void, RegExp] => [
        name,
        (form) => {
          form.append("img", blob([...bytes], type), "x");
          for (const s of valid.sizes) form.append("imgSizes", blob(s.data, s.type), s.name);
        },
        /사진|형식|파일/,
      ]),
      [
        "a picture without its sizes",
        (form) => void form.append("img", blob(valid.img.data, valid.img.type), valid.img.name),
        /사진을 다시 골라주세요/,
      ],
    ];
    for (const [name, fill, message] of cases) {
      const form = new FormData();
      await fill(form);
      const res = await forms[kind](form);
      const body = await res.json();
      expect(res.status, `${kind}: ${name}`).toBe(400);
      // The records API (covers) checks the file type first: PocketBase's own answer for a type
      // the field does not take (the app says it in Korean: reviews/lib/review-error.ts).
      if (body.data?.img?.code === "validation_invalid_mime_type") continue;
      expect(body.message, `${kind}: ${name}`).toMatch(message);
    }
  }
  // Nothing was stored: no avatar, no club, no review.
  const admin = await adminClient();
  expect((await admin.collection("users").getOne(member.id)).img).toBe("");
  expect(
    (
      await admin
        .collection("bookReview")
        .getList(1, 1, { filter: admin.filter("writer = {:w}", { w: member.id }) })
    ).totalItems,
  ).toBe(0);

  // A review body's picture: the same checks (and at most 1200 px a side).
  const post = async (picture: Blob) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      id: randomId(),
      writer: member.id,
      bookTitle: "책",
      title: "사진",
      detail: '<p>사진 한 장을 넣은 리뷰 본문이에요.</p><p><img src="chaekdongne-picture:0"></p>',
    }))
      form.append(k, v);
    await appendPicture(form, "cover");
    form.append("images", picture, "picture");
    const res = await fetch(`${PB_URL()}/api/collections/bookReview/records`, {
      method: "POST",
      headers: auth,
      body: form,
    });
    const body = await res.json();
    return {
      status: res.status,
      message: body.message as string,
      code: body.data?.images?.code as string | undefined,
    };
  };
  for (const [bytes, type] of [
    [ico, "image/x-icon"],
    [gif, "image/gif"],
    [webpExtended, "image/webp"],
    [jpeg({ before: exifGps }), "image/jpeg"],
  ] as const) {
    const res = await post(blob([...bytes], type));
    expect(res.status).toBe(400);
    expect(res.code === "validation_invalid_mime_type" || /[가-힣]/.test(res.message), res.message).toBe(
      true,
    );
  }
  const wide = await sharp({ create: { width: 1600, height: 400, channels: 3, background: "#abc" } })
    .webp()
    .toBuffer();
  expect(await post(blob(wide, "image/webp"))).toMatchObject({
    status: 400,
    message: expect.stringMatching(/1,200픽셀/),
  });
});

test("a new avatar replaces the old one's sizes, a removed one takes them along, and no request edits them (raw HTTP)", async () => {
  const member = await createMember();
  const patch = (body: FormData | object) =>
    fetch(`${PB_URL()}/api/collections/users/records/${member.id}`, {
      method: "PATCH",
      headers:
        body instanceof FormData
          ? { Authorization: member.token }
          : { Authorization: member.token, "Content-Type": "application/json" },
      body: body instanceof FormData ? body : JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const stored = async () =>
    (await (await adminClient()).collection("users").getOne(member.id)) as unknown as Files;
  const status = async (r: Files, name: string) => (await fetch(fileUrl(r, name))).status;

  expect((await patch(await appendPicture(new FormData(), "avatar"))).status).toBe(200);
  const first = await stored();
  expect(first.imgSizes).toHaveLength(3);
  expect((await patch(await appendPicture(new FormData(), "avatar", "e2e-2"))).status).toBe(200);
  const second = await stored();
  expect(second.imgSizes).toHaveLength(3);
  for (const name of [first.img, ...first.imgSizes]) expect(await status(first, name), name).toBe(404);
  // Sizes are the server's: a request naming them changes nothing.
  expect((await patch({ imgSizes: [], nickname: member.nickname })).status).toBe(200);
  expect((await stored()).imgSizes).toEqual(second.imgSizes);
  // Removing the avatar removes its sizes too.
  expect((await patch({ img: null })).status).toBe(200);
  const none = await stored();
  expect([none.img, none.imgSizes]).toEqual(["", []]);
  for (const name of [second.img, ...second.imgSizes]) expect(await status(second, name), name).toBe(404);
});

test("a member who leaves takes the avatar's sizes along: no file of their photo stays reachable (raw HTTP)", async () => {
  const member = await createMember();
  const form = await appendPicture(new FormData(), "avatar", "e2e-leaving");
  const saved = await fetch(`${PB_URL()}/api/collections/users/records/${member.id}`, {
    method: "PATCH",
    headers: { Authorization: member.token },
    body: form,
  });
  expect(saved.status).toBe(200);
  const admin = await adminClient();
  const before = (await admin.collection("users").getOne(member.id)) as unknown as Files;
  expect(before.imgSizes).toHaveLength(3);
  for (const name of [before.img, ...before.imgSizes])
    expect((await fetch(fileUrl(before, name))).status).toBe(200);
  const left = await fetch(`${PB_URL()}/api/accounts/delete`, {
    method: "POST",
    headers: { Authorization: member.token, "Content-Type": "application/json" },
    body: JSON.stringify({ password: member.password }),
  });
  expect(left.status).toBe(204);
  const after = (await admin.collection("users").getOne(member.id)) as unknown as Files;
  expect([after.img, after.imgSizes]).toEqual(["", []]);
  for (const name of [before.img, ...before.imgSizes])
    expect((await fetch(fileUrl(before, name))).status, name).toBe(404);
});

test("images:migrate brings pictures stored before sizes to them, without GPS, safely twice", async () => {
  // A server as it stored pictures before issue 31 (no hooks: one full-size file each).
  const old = await startPocketBase({ noHooks: true });
  let server = old;
  try {
    const admin = new PocketBase(old.url);
    await admin.admins.authWithPassword(old.admin.email, old.admin.password);
    const bigWebp = await sharp(await cameraPhoto({ width: 1200, height: 1600 }))
      .rotate()
      .webp({ quality: 90 })
      .toBuffer();
    const withGps = await cameraPhoto({ width: 900, height: 1200 }); // JPEG, EXIF 6 + GPS
    const file = (data: Buffer, type: string) => new Blob([new Uint8Array(data)], { type });
    const user = await admin.collection("users").create({
      email: `migrate-${randomId().slice(0, 6)}@chaekdongne.kr`,
      password: "test1234!",
      passwordConfirm: "test1234!",
      nickname: `이전${randomId().slice(0, 4)}`,
      birth: "1990-01-01 00:00:00.000Z",
      gender: "female",
      phone: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    });
    const form = new FormData();
    form.append("img", file(withGps, "image/jpeg"), "me.jpg");
    const avatar = await admin.collection("users").update(user.id, form);
    const clubForm = new FormData();
    for (const [k, v] of Object.entries({
      title: "옛 모임",
      detail: "설명",
      genre: "genre0000000001",
      dateTime: "2030-01-01 10:00:00.000Z",
      limitPerson: "3",
      query: "?",
      createUser: user.id,
    }))
      clubForm.append(k, v);
    clubForm.append("img", file(bigWebp, "image/webp"), "photo.webp");
    const club = await admin.collection("socialing").create(clubForm);
    const reviewForm = new FormData();
    for (const [k, v] of Object.entries({
      writer: user.id,
      bookTitle: "옛 책",
      title: "옛 리뷰",
      detail: "<p>옛날에 쓴 리뷰예요.</p>", // 10+ characters: every save checks the body (docs/reviews.md)
    }))
      reviewForm.append(k, v);
    reviewForm.append("img", file(withGps, "image/jpeg"), "cover.jpg");
    const review = await admin.collection("bookReview").create(reviewForm);
    await old.stopOnly();

    // The same data on today's server; the command, twice.
    server = await startPocketBase({ dataDir: old.dataDir, admin: old.admin });
    const run = () =>
      promisify(execFile)("node", ["scripts/images-migrate.mjs"], {
        env: {
          ...process.env,
          PB_URL: server.url,
          PB_ADMIN_EMAIL: old.admin.email,
          PB_ADMIN_PASSWORD: old.admin.password,
        },
      });
    expect((await run()).stdout).toMatch(
      /Resized 3, already sized \d+, changed by their member meanwhile 0, failed 0/,
    );
    expect((await run()).stdout).toMatch(
      /Resized 0, already sized \d+, changed by their member meanwhile 0, failed 0/,
    );

    const after = new PocketBase(server.url);
    await after.admins.authWithPassword(old.admin.email, old.admin.password);
    for (const [collection, before, kind] of [
      ["users", avatar, "avatar"],
      ["socialing", club, "club"],
      ["bookReview", review, "cover"],
    ] as const) {
      const record = (await after.collection(collection).getOne(before.id)) as unknown as Files;
      const spec = IMAGE_KINDS[kind];
      expect(record.img, kind).toMatch(new RegExp(`^${kind}_[a-z0-9]+_${spec.widths.at(-1)}\\.webp$`));
      expect(record.imgSizes).toHaveLength(spec.widths.length - 1 + ("og" in spec ? 1 : 0));
      for (const name of [record.img, ...record.imgSizes]) {
        const f = await inspect(await download(fileUrl(record, name, server.url)));
        expect(f.exif, name).toBe(false);
        if (!name.endsWith("_og.jpg")) expect(f.width, name).toBe(Number(/_(\d+)\.webp$/.exec(name)![1]));
      }
      // The old full-size file is gone.
      expect((await fetch(fileUrl(before as unknown as Files, before.img, server.url))).status).toBe(404);
    }
    // Upright: the cover, cut 5:7 from the turned camera photo, has its red corner top-left.
    const migrated = (await after.collection("bookReview").getOne(review.id)) as unknown as Files;
    expect((await inspect(await download(fileUrl(migrated, migrated.img, server.url)))).red).toBe(true);
    // On a live server: an update that names a picture the member has since replaced is refused.
    const stale = new FormData();
    stale.append("imgWas", "cover_old_540.webp");
    stale.append("title", "바뀌면 안 돼요");
    await expect(after.collection("bookReview").update(review.id, stale)).rejects.toMatchObject({
      response: { data: { img: { code: "validation_image_changed" } } },
    });
  } finally {
    await server.stop();
    if (server !== old) await old.stop();
  }
});
