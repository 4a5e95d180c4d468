import { test, expect, PB_URL, type Member } from "./support/fixtures";
import { call, createClubApi } from "./support/clubs";
import { createReviewAs, freshMembers, memberClient } from "./support/reviews";
import { block, hideByReports, reporters } from "./support/visibility";

// The review and club lists ask for unfiltered pages with skipTotal=1; the server fills
// totalItems/totalPages from counters SQLite triggers keep (pb_hooks/core/list-totals.js) instead of
// a COUNT(*) over the whole table next to every page.

// The lists' own query shapes (pb_hooks/core/query-shapes.js).
const SORT: Record<string, string> = { bookReview: "-created,-id", socialing: "-created" };
const page = async (collection: string, query: string, who?: Member) =>
  (
    await fetch(
      `${PB_URL()}/api/collections/${collection}/records?perPage=10&sort=${SORT[collection]}&${query}`,
      { headers: who ? { Authorization: who.token } : {} },
    )
  ).json();
// Other workers write too: the kept total must equal COUNT(*) under the list rule (what this
// reader may see) whenever the two settle.
const drift = async (collection: string, who?: Member) =>
  (await page(collection, "skipTotal=1", who)).totalItems - (await page(collection, "", who)).totalItems;

test("the kept review total equals COUNT(*) through creates and deletes", async () => {
  await expect.poll(() => drift("bookReview")).toBe(0);
  const [writer] = await freshMembers(1);
  const review = await createReviewAs(writer, {
    bookTitle: "세는 책",
    title: "하나 더",
    detail: "<p>테스트용 리뷰 본문이에요.</p>",
  });
  await expect.poll(() => drift("bookReview")).toBe(0);
  const body = await page("bookReview", "skipTotal=1");
  expect(body.totalItems).toBeGreaterThan(0);
  expect(body.totalPages).toBe(Math.ceil(body.totalItems / 10));
  await memberClient(writer).collection("bookReview").delete(review.id);
  await expect.poll(() => drift("bookReview")).toBe(0);
});

test("the kept club total equals COUNT(*) through creates and deletes", async () => {
  await expect.poll(() => drift("socialing")).toBe(0);
  const [host] = await freshMembers(1);
  const club = await createClubApi(host);
  await expect.poll(() => drift("socialing")).toBe(0);
  expect((await call(host, `/api/clubs/${club.id}`, undefined, "DELETE")).status).toBeLessThan(300);
  await expect.poll(() => drift("socialing")).toBe(0);
});

test("totals count what the reader sees: not what reports hid, not what a blocked member wrote", async () => {
  const [writer, reader] = await freshMembers(2);
  const reviews = [];
  for (const title of ["하나", "둘", "셋"])
    reviews.push(
      await createReviewAs(writer, {
        bookTitle: "세는 책",
        title,
        detail: "<p>합계를 세는 리뷰 본문이에요.</p>",
      }),
    );
  const club = await createClubApi(writer);
  await hideByReports("review", reviews[0].id, await reporters());
  for (const collection of ["bookReview", "socialing"]) {
    await expect.poll(() => drift(collection), { message: `${collection}, a visitor` }).toBe(0);
  }
  await block(reader, writer.id);
  for (const collection of ["bookReview", "socialing"]) {
    await expect.poll(() => drift(collection, reader), { message: `${collection}, the blocker` }).toBe(0);
  }
  // The blocker's first page has none of them, and their total is the visitor's minus the two
  // reviews still shown to others (other workers write meanwhile: polled until both settle).
  const ids = async (collection: string, who?: Member) =>
    ((await page(collection, "skipTotal=1", who)).items as { id: string }[]).map((r) => r.id);
  expect(await ids("bookReview", reader)).not.toContain(reviews[2].id);
  expect(await ids("socialing", reader)).not.toContain(club.id);
  await expect
    .poll(async () => {
      const [seen, all] = [
        await page("bookReview", "skipTotal=1", reader),
        await page("bookReview", "skipTotal=1"),
      ];
      return all.totalItems - seen.totalItems;
    })
    .toBe(2);
});

test("filtered lists never get a kept total (it would be wrong for them)", async () => {
  for (const [collection, filter] of [
    ["bookReview", "bookTitle ~ '코스모스'"],
    ["socialing", "(genre = 'genre0000000007')"],
  ]) {
    const body = await page(collection, `skipTotal=1&filter=${encodeURIComponent(filter)}`);
    expect(body.items.length, collection).toBeGreaterThan(0);
    expect(body.totalItems, collection).toBe(-1);
    expect(body.totalPages, collection).toBe(-1);
  }
});
