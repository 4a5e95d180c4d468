import PocketBase from "pocketbase";
import {
  test,
  expect,
  createMember,
  loginAs,
  client,
  adminClient,
  expectNoSeriousA11yViolations,
} from "./support/fixtures";
import { appendPicture } from "./support/images";
import { startPocketBase } from "../scripts/lib/pocketbase-server.mjs";
import {
  COVER_PATH,
  createReviewAs,
  freshMembers,
  memberClient,
  randomId,
  statusOf,
} from "./support/reviews";

test.describe("review API rules (raw HTTP)", () => {
  test("visitors read but cannot write; members write only as themselves; only the writer edits or deletes", async () => {
    const [alice, bob] = await freshMembers(2);
    const review = await createReviewAs(alice, {
      bookTitle: "규칙 확인 책",
      title: "앨리스의 리뷰",
      detail: "<p>규칙을 확인하는 리뷰 본문입니다.</p>",
    });

    // Visitors browse (spec 6) and see only the writer's public card.
    const visitor = client();
    const list = await visitor
      .collection("bookReview")
      .getList(1, 10, { expand: "writer", sort: "-created,-id" });
    expect(list.items.length).toBeGreaterThan(0);
    const seen = await visitor.collection("bookReview").getOne(review.id, { expand: "writer" });
    expect(Object.keys(seen.expand!.writer).sort()).toEqual([
      "collectionId",
      "collectionName",
      "id",
      "img",
      "nickname",
    ]);

    const form = async (writer: string) => {
      const fd = new FormData();
      fd.append("id", randomId());
      fd.append("writer", writer);
      fd.append("bookTitle", "가짜");
      fd.append("title", "가짜");
      fd.append("detail", "<p>남의 이름으로 쓴 가짜 리뷰</p>");
      return appendPicture(fd, "cover"); // a valid picture: only the rule refuses these
    };
    expect(await statusOf(visitor.collection("bookReview").create(await form(alice.id)))).toBe(400);
    expect(
      await statusOf(
        memberClient(bob)
          .collection("bookReview")
          .create(await form(alice.id)),
      ),
    ).toBe(400);
    expect(
      (await (await adminClient()).collection("bookReview").getList(1, 1, { filter: `bookTitle = "가짜"` }))
        .totalItems,
    ).toBe(0);

    const asBob = memberClient(bob).collection("bookReview");
    expect(await statusOf(asBob.update(review.id, { title: "밥이 바꿈" }))).toBe(404);
    expect(await statusOf(asBob.delete(review.id))).toBe(404);
    const asAlice = memberClient(alice).collection("bookReview");
    expect(await statusOf(asAlice.update(review.id, { writer: bob.id }))).toBe(404);
    expect(await statusOf(asAlice.update(review.id, { detail: "<p><br></p>" }))).toBe(400);
    expect((await asAlice.update(review.id, { title: "고친 제목" })).title).toBe("고친 제목");
    expect((await client().collection("bookReview").getOne(review.id)).writer).toBe(alice.id);
    await asAlice.delete(review.id);
    expect(await statusOf(client().collection("bookReview").getOne(review.id))).toBe(404);
  });

  test("a body needs 10 characters of text and is stored with plain spaces (create and update, any client)", async () => {
    const [writer] = await freshMembers(1);
    const SHORT = "리뷰 내용은 10자 이상 써주세요.";
    const refused = async (call: Promise<unknown>) => {
      const error = (await call.then(
        () => null,
        (e: unknown) => e,
      )) as { status: number; response: { message: string } } | null;
      expect(error?.status).toBe(400);
      return error!.response.message;
    };
    // 3 characters, and 9 characters padded with spaces and &nbsp; in every spelling.
    for (const detail of ["<p>좋아요</p>", "<p>&nbsp; 아홉&nbsp;&nbsp;글자인 리뷰&#160;\u00a0</p>"]) {
      expect(
        await refused(createReviewAs(writer, { bookTitle: "짧은 책", title: "짧은 리뷰", detail })),
      ).toBe(SHORT);
    }
    const bookTitle = `띄어쓰기책${randomId().slice(0, 6)}`;
    const review = await createReviewAs(writer, {
      bookTitle,
      title: "띄어쓰기 리뷰",
      detail: "<p>좋은&nbsp;책이에요.&nbsp;<strong>다시</strong>&nbsp;읽고&nbsp;&nbsp;싶어요.</p>",
    });
    expect(review.detail).toBe("<p>좋은 책이에요. <strong>다시</strong> 읽고 &nbsp;싶어요.</p>");
    const asWriter = memberClient(writer).collection("bookReview");
    expect(await refused(asWriter.update(review.id, { detail: "<p>짧&nbsp;아</p>" }))).toBe(SHORT);
    const updated = await asWriter.update(review.id, {
      detail: "<p>고친&nbsp;리뷰도&nbsp;평범한&nbsp;띄어쓰기</p>",
    });
    expect(updated.detail).toBe("<p>고친 리뷰도 평범한 띄어쓰기</p>");
    // The list's excerpt (the app's own list request) and the title search read normal text.
    const listed = await client()
      .collection("bookReview")
      .getList(1, 10, {
        filter: client().filter("bookTitle ~ {:search}", { search: bookTitle }),
        sort: "-created,-id",
        expand: "writer",
        fields: "id,collectionId,writer,img,bookTitle,title,created,expand,detail:excerpt(300,true)",
      });
    expect(listed.items.map((r) => r.detail)).toEqual(["고친 리뷰도 평범한 띄어쓰기"]);
    const search = await client().send("/api/chaekdongne/reviews/search", { query: { q: bookTitle } });
    expect(search.items.map((r: { detail: string }) => r.detail)).toEqual(["고친 리뷰도 평범한 띄어쓰기"]);
  });
});

test("an edit is checked as the review will be stored: an old review shorter than today's minimum saves only with a body that meets it (raw HTTP)", async () => {
  // A review stored before the 10-character rule (a server without hooks stores what it is given).
  const old = await startPocketBase({ noHooks: true });
  let server = old;
  try {
    const admin = new PocketBase(old.url);
    await admin.admins.authWithPassword(old.admin.email, old.admin.password);
    const email = `old-review-${randomId().slice(0, 6)}@chaekdongne.kr`;
    const writer = await admin.collection("users").create({
      email,
      password: "test1234!",
      passwordConfirm: "test1234!",
      nickname: `옛글${randomId().slice(0, 4)}`,
      birth: "1990-01-01 00:00:00.000Z",
      gender: "female",
      phone: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      writer: writer.id,
      bookTitle: "옛 책",
      title: "옛 리뷰",
      detail: "<p>좋아요</p>",
    }))
      form.append(k, v);
    const review = await admin.collection("bookReview").create(await appendPicture(form, "cover"));
    await old.stopOnly();

    server = await startPocketBase({ dataDir: old.dataDir, admin: old.admin });
    const me = new PocketBase(server.url);
    await me.collection("users").authWithPassword(email, "test1234!");
    const stored = async () => (await me.collection("bookReview").getOne(review.id)).title;
    const edit = async (body: Record<string, string>) => {
      const res = await fetch(`${server.url}/api/collections/bookReview/records/${review.id}`, {
        method: "PATCH",
        headers: { Authorization: me.authStore.token, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as { message?: string; data?: Record<string, unknown> },
      };
    };
    const SHORT = "리뷰 내용은 10자 이상 써주세요.";
    // Only a new title: the stored body is checked too, and the refusal names the body.
    const titleOnly = await edit({ title: "새 제목" });
    expect(titleOnly.status).toBe(400);
    expect(titleOnly.body.message).toBe(SHORT);
    expect(titleOnly.body.data).toHaveProperty("detail");
    // The whole form again, body unchanged (what an app without the check would send): same.
    expect((await edit({ title: "새 제목", bookTitle: "옛 책", detail: "<p>좋아요</p>" })).status).toBe(400);
    expect(await stored()).toBe("옛 리뷰");
    // With a body that meets today's rule, the edit saves.
    const fixed = await edit({ title: "새 제목", detail: "<p>다시 읽어도 좋은 책이에요.</p>" });
    expect(fixed.status).toBe(200);
    expect(await stored()).toBe("새 제목");
  } finally {
    await server.stop();
    if (server !== old) await old.stop();
  }
});

test("create a review with a cover and formatted body; the list shows it, search finds it, detail shows it", async ({
  page,
}) => {
  const member = await createMember();
  await loginAs(page, member);
  const bookTitle = `e2e책${Date.now().toString(36)}`;
  // Unique: other tests add reviews in parallel, so the row is found by its title, not position.
  const reviewTitle = `굵은 글씨 리뷰 ${bookTitle}`;

  await page.goto("/createBookReview");
  await expect(page).toHaveTitle("리뷰 쓰기 | 책동네");
  const register = page.getByRole("button", { name: "등록하기" });
  await expect(register).toBeDisabled();
  await page.getByLabel("책 표지 (필수)").setInputFiles(COVER_PATH);
  await expect(page.getByRole("img", { name: "책 표지 미리보기" })).toBeVisible({ timeout: 30_000 }); // compressed in the page
  await page.getByLabel("책 제목").fill(bookTitle);
  await page.getByLabel("리뷰 제목").fill(reviewTitle);
  await expect(register).toBeDisabled(); // body still empty
  const editor = page.getByRole("textbox", { name: "리뷰 내용" });
  await editor.click();
  // Three characters: 등록하기 stays off and the form says why (issue 30).
  await page.keyboard.type("좋아요");
  await expect(editor).toHaveAccessibleDescription("리뷰 내용은 10자 이상 써주세요. (지금 3자)");
  await expect(register).toBeDisabled();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.getByRole("button", { name: "굵게" }).click();
  await page.keyboard.type("굵은 문장");
  await page.getByRole("button", { name: "굵게" }).click();
  await page.keyboard.type(" 그리고 보통 문장입니다.");
  await expect(editor.locator("strong")).toHaveText("굵은 문장");
  await expect(editor).not.toHaveAccessibleDescription(/10자 이상/);
  await expectNoSeriousA11yViolations(page);
  await register.click();

  const dialog = page.getByRole("alertdialog", { name: "리뷰가 작성됐어요" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "리뷰 목록으로" }).click();
  await expect(page).toHaveURL(/\/main\/bookReview$/);
  const first = page
    .getByRole("list", { name: "리뷰 목록" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: reviewTitle }) });
  await expect(first).toHaveCount(1);
  await expect(first).toContainText("굵은 문장 그리고 보통 문장입니다.");
  await expect(first).toContainText(member.nickname);
  await expect(first).toContainText("방금 전");
  // The cover at its stored size for 72 px at 3x (216 px), not the upload (issue 31).
  await expect(first.locator("img").first()).toHaveAttribute("src", /\/cover_\w+_216\.webp$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("searchbox", { name: "책 제목 검색" }).fill(bookTitle.slice(0, -1));
  const results = page.getByRole("list", { name: `'${bookTitle.slice(0, -1)}' 검색 결과` });
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await results.getByRole("link").click();

  await expect(page).toHaveURL(/\/bookReview\/[a-z0-9]{15}$/);
  await expect(page.getByRole("heading", { level: 1, name: reviewTitle })).toBeVisible();
  await expect(page.locator("article strong")).toHaveText("굵은 문장");
  await expect(page.getByText(`책 제목: ${bookTitle}`)).toBeVisible();
  // Stored with plain spaces, not the editor's &nbsp; (issue 30).
  const stored = await (await adminClient()).collection("bookReview").getOne(page.url().split("/").pop()!);
  expect(stored.detail).toBe("<p><strong>굵은 문장</strong> 그리고 보통 문장입니다.</p>");
  await expectNoSeriousA11yViolations(page);

  // The draft was cleared after success.
  await page.goto("/createBookReview");
  await expect(page.getByLabel("리뷰 제목")).toHaveValue("");
});

test("the draft survives a reload and a failed submit", async ({ page }) => {
  const member = await createMember();
  await loginAs(page, member);
  await page.goto("/createBookReview");
  await page.getByLabel("책 제목").fill("임시 저장 책");
  await page.getByLabel("리뷰 제목").fill("임시 저장 제목");
  await page.getByRole("textbox", { name: "리뷰 내용" }).click();
  await page.keyboard.type("날아가면 안 되는 본문");
  await page.reload();
  await expect(page.getByLabel("책 제목")).toHaveValue("임시 저장 책");
  await expect(page.getByLabel("리뷰 제목")).toHaveValue("임시 저장 제목");
  await expect(page.getByRole("textbox", { name: "리뷰 내용" })).toHaveText("날아가면 안 되는 본문");

  // The network drops the create request: a Korean message, and nothing typed is lost.
  await page.route("**/api/collections/bookReview/records*", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByLabel("책 표지 (필수)").setInputFiles(COVER_PATH);
  await expect(page.getByRole("img", { name: "책 표지 미리보기" })).toBeVisible({ timeout: 30_000 }); // compressed in the page
  await page.getByRole("button", { name: "등록하기" }).click();
  await expect(page.getByRole("alert")).toContainText("네트워크");
  await page.unroute("**/api/collections/bookReview/records*");
  await page.reload();
  await expect(page.getByLabel("리뷰 제목")).toHaveValue("임시 저장 제목");
  await expect(page.getByRole("textbox", { name: "리뷰 내용" })).toHaveText("날아가면 안 되는 본문");
});

test("infinite scroll loads the next page of seeded reviews", async ({ page }) => {
  await page.goto("/main/bookReview");
  const items = page.getByRole("list", { name: "리뷰 목록" }).getByRole("listitem");
  await expect(items).toHaveCount(10);
  await items.last().scrollIntoViewIfNeeded();
  await expect.poll(() => items.count()).toBeGreaterThan(10);
  await expect(page.getByRole("searchbox", { name: "책 제목 검색" })).toHaveAttribute(
    "placeholder",
    "책 제목을 입력하세요",
  );
});

test("searching switches to title results and clearing returns to the list", async ({ page }) => {
  await page.goto("/main/bookReview");
  const box = page.getByRole("searchbox", { name: "책 제목 검색" });
  await box.fill("데미안");
  const results = page.getByRole("list", { name: "'데미안' 검색 결과" });
  await expect(results.getByRole("listitem")).toHaveCount(1);
  await expect(results).toContainText("알을 깨고 나오는 새");
  await box.fill("없는책제목zzz");
  await expect(page.getByText("'없는책제목zzz' 검색 결과가 없어요")).toBeVisible();
  await page.getByRole("button", { name: "검색어 지우기" }).click();
  await expect(page.getByRole("list", { name: "리뷰 목록" }).getByRole("listitem")).toHaveCount(10);
});

test("an unknown review id shows the not-found screen", async ({ page }) => {
  await loginAs(page, await createMember());
  await page.goto("/bookReview/zzzzzzzzzzzzzzz");
  await expect(page.getByRole("heading", { name: "404 Not found" })).toBeVisible();
});

test("the writer edits and deletes their review; others see no controls", async ({ page }) => {
  const [writer, other] = await freshMembers(2);
  const review = await createReviewAs(writer, {
    bookTitle: "수정할 책",
    title: "수정 전 제목",
    detail: "<p>수정하기 전의 리뷰 본문이에요.</p>",
  });

  await loginAs(page, other);
  await page.goto(`/bookReview/${review.id}`);
  await expect(page.getByRole("heading", { name: "수정 전 제목" })).toBeVisible();
  await expect(page.getByRole("link", { name: "수정" })).toHaveCount(0);
  await page.goto(`/editBookReview/${review.id}`);
  await expect(page.getByText("내가 쓴 리뷰만 수정할 수 있어요")).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const ctx = await page
    .context()
    .browser()!
    .newContext({ locale: "ko-KR", viewport: { width: 390, height: 844 } });
  const mine = await ctx.newPage();
  await loginAs(mine, writer);
  await mine.goto(`/bookReview/${review.id}`);
  await mine.getByRole("link", { name: "수정" }).click();
  await expect(mine.getByLabel("리뷰 제목")).toHaveValue("수정 전 제목");
  await mine.getByLabel("리뷰 제목").fill("수정 후 제목");
  await mine.getByRole("button", { name: "수정하기" }).click();
  await expect(mine.getByRole("heading", { level: 1, name: "수정 후 제목" })).toBeVisible();

  await mine.getByRole("button", { name: "삭제" }).click();
  const confirm = mine.getByRole("alertdialog", { name: "리뷰를 삭제할까요?" });
  await confirm.getByRole("button", { name: "삭제하기" }).click();
  await expect(mine).toHaveURL(/\/main\/bookReview$/);
  expect(
    await (await adminClient()).collection("bookReview").getList(1, 1, { filter: `id = "${review.id}"` }),
  ).toMatchObject({ totalItems: 0 });
  await ctx.close();
});
