import { test, expect, client, PB_URL } from "./support/fixtures";
import { createReviewAs, freshMembers, memberClient, randomId } from "./support/reviews";

// Title search: 3+ characters go through the FTS5 trigram index (GET /api/chaekdongne/reviews/search),
// 1-2 characters through the list's LIKE filter. Both must find the same reviews.

const search = async (q: string, page = 1) => {
  const res = await fetch(
    `${PB_URL()}/api/chaekdongne/reviews/search?${new URLSearchParams({ q, page: String(page) })}`,
  );
  return { status: res.status, body: await res.json() };
};

test.describe("title search route (raw HTTP)", () => {
  test("finds substrings of any title, newest first, shaped like a list page with a public writer card", async () => {
    const [writer] = await freshMembers(1);
    const tag = `검색${randomId().slice(0, 6)}`;
    const older = await createReviewAs(writer, {
      bookTitle: `첫째 ${tag} 이야기`,
      title: "먼저 쓴 리뷰",
      detail: "<p>처음 쓴 리뷰의 본문이에요.</p>",
    });
    // Distinct created times: wait (no fixed sleep) until the clock the server shares has moved on.
    await expect.poll(() => Date.now() > Date.parse(older.created.replace(" ", "T"))).toBe(true);
    const newer = await createReviewAs(writer, {
      bookTitle: `둘째${tag}`,
      title: "나중에 쓴 리뷰",
      detail: "<p><b>굵은</b> 글씨와 <em>기울임</em></p>",
    });

    const { status, body } = await search(tag.slice(1)); // a substring from inside the word
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, perPage: 10, totalItems: 2, totalPages: 1 });
    expect(body.items.map((r: { id: string }) => r.id)).toEqual([newer.id, older.id]);
    expect(body.items[0]).toMatchObject({
      collectionName: "bookReview",
      title: "나중에 쓴 리뷰",
      detail: "굵은 글씨와 기울임",
    });
    // The writer is the public card only, as everywhere else.
    expect(Object.keys(body.items[0].expand.writer).sort()).toEqual([
      "collectionId",
      "collectionName",
      "id",
      "img",
      "nickname",
    ]);

    // Same answer as the LIKE filter of the list.
    const like = await client()
      .collection("bookReview")
      .getList(1, 10, {
        filter: client().filter("bookTitle ~ {:q}", { q: tag.slice(1) }),
        sort: "-created,-id",
      });
    expect(like.items.map((r) => r.id).sort()).toEqual(body.items.map((r: { id: string }) => r.id).sort());
  });

  test("follows every write at once: a new title, an edited title and a deleted review", async () => {
    const [writer] = await freshMembers(1);
    const tag = `갱신${randomId().slice(0, 6)}`;
    const review = await createReviewAs(writer, {
      bookTitle: `${tag} 처음 제목`,
      title: "리뷰",
      detail: "<p>테스트용 리뷰 본문이에요.</p>",
    });
    expect((await search(tag)).body.totalItems).toBe(1);

    const pb = memberClient(writer);
    await pb.collection("bookReview").update(review.id, { bookTitle: "전혀 다른 책" });
    expect((await search(tag)).body.totalItems).toBe(0);
    await pb.collection("bookReview").update(review.id, { bookTitle: `다시 ${tag}` });
    expect((await search(tag)).body.items.map((r: { id: string }) => r.id)).toEqual([review.id]);

    await pb.collection("bookReview").delete(review.id);
    expect((await search(tag)).body.totalItems).toBe(0);
  });

  test("query text is a plain substring, never FTS syntax; short or long queries get a Korean 400", async () => {
    for (const q of [
      '"""',
      'a" OR "b',
      "코스* OR 아몬드",
      "NEAR(a b)",
      "bookTitle:코스모스",
      "'; DROP TABLE x; --",
    ]) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(body.totalItems, q).toBe(0);
    }
    const short = await search("코스");
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("검색어를 세 글자 이상 입력해주세요.");
    expect((await search("가".repeat(101))).status).toBe(400);
    // Case-insensitive like LIKE, pages beyond the end are empty.
    expect((await search("DEMIAN-없음")).body.totalItems).toBe(0);
    expect((await search("코스모스", 99)).body.items).toEqual([]);
  });
});

// A common term must cost the same at any data size (issue 16): the route walks the index newest
// first and stops after SEARCH_WINDOW (300, pb_hooks/reviews/lib.js) matches instead of sorting and
// counting every match. Pages stay consistent and newest first inside that window.
test.describe("title search window (raw HTTP)", () => {
  test.setTimeout(120_000);
  test("a term with more matches than the window pages newest first and stops at the window", async () => {
    const [writer] = await freshMembers(1);
    const tag = `창${randomId().slice(0, 6)}`;
    const total = 305;
    const created: string[] = [];
    for (let i = 0; i < total; i += 10) {
      // Batches of 10 in order, so every batch is newer than the one before it.
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, total - i) }, (_, j) =>
          createReviewAs(writer, {
            bookTitle: `${tag} ${i + j}권`,
            title: "창문 리뷰",
            detail: "<p>테스트용 리뷰 본문이에요.</p>",
          }),
        ),
      );
      created.push(...batch.map((r) => r.id));
    }

    const first = await search(tag);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, perPage: 10, totalItems: 300, totalPages: 30 });
    // Newest first: page 1 comes from the last batch, the window's last page from the first batches.
    const lastBatch = new Set(created.slice(-5));
    expect(first.body.items.slice(0, 5).every((r: { id: string }) => lastBatch.has(r.id))).toBe(true);
    const last = await search(tag, 30);
    expect(last.body.items).toHaveLength(10);
    // (Inside a batch the order is the server's: page 30 holds ranks 6-15 from the oldest.)
    expect(last.body.items.every((r: { id: string }) => created.slice(0, 20).includes(r.id))).toBe(true);
    expect((await search(tag, 31)).body.items).toEqual([]);

    // Pages never overlap: 30 pages hold 300 distinct reviews.
    const seen = new Set<string>();
    for (let page = 1; page <= 30; page++)
      for (const r of (await search(tag, page)).body.items) seen.add(r.id);
    expect(seen.size).toBe(300);

    // A longer query narrows the same term below the window again.
    expect((await search(`${tag} 30`)).body.totalItems).toBe(6); // "30권" and "300권".."304권"
  });
});

test("the search box uses the index from three characters and the list filter below", async ({ page }) => {
  const searches: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === "/api/chaekdongne/reviews/search") searches.push(url.searchParams.get("q") ?? "");
  });
  await page.goto("/main/bookReview");
  const box = page.getByRole("searchbox", { name: "책 제목 검색" });
  await box.fill("파친");
  await expect(page.getByRole("list", { name: "'파친' 검색 결과" })).toContainText(
    "역사에 휩쓸린 가족의 이야기",
  );
  expect(searches).toEqual([]);
  await box.fill("파친코");
  await expect(page.getByRole("list", { name: "'파친코' 검색 결과" })).toContainText(
    "역사에 휩쓸린 가족의 이야기",
  );
  expect(searches).toEqual(["파친코"]);
});
