import { test, expect, PB_URL } from "./support/fixtures";
import { createReviewAs, freshMembers, memberClient } from "./support/reviews";

// The review list asks for pages with skipTotal=1; the server fills totalItems/totalPages from a
// counter SQLite triggers keep (pb_hooks/list-totals.js) instead of a COUNT(*) over every review.

const page = async (query: string) => (await fetch(`${PB_URL()}/api/collections/bookReview/records?perPage=10&${query}`)).json();
const counted = async () => (await page("")).totalItems as number;
const kept = async () => (await page("skipTotal=1")).totalItems as number;

test("the kept total equals COUNT(*) through creates and deletes", async () => {
  // Other workers write reviews too: compare the two whenever they settle.
  await expect.poll(async () => (await kept()) - (await counted())).toBe(0);

  const [writer] = await freshMembers(1);
  const review = await createReviewAs(writer, { bookTitle: "세는 책", title: "하나 더", detail: "<p>본문</p>" });
  await expect.poll(async () => (await kept()) - (await counted())).toBe(0);
  const body = await page("skipTotal=1");
  expect(body.totalPages).toBe(Math.ceil(body.totalItems / 10));

  await memberClient(writer).collection("bookReview").delete(review.id);
  await expect.poll(async () => (await kept()) - (await counted())).toBe(0);
});

test("filtered lists never get the kept total (it would be wrong for them)", async () => {
  const body = await page(`skipTotal=1&filter=${encodeURIComponent("bookTitle ~ '코스모스'")}`);
  expect(body.items.length).toBeGreaterThan(0);
  expect(body.totalItems).toBe(-1);
  expect(body.totalPages).toBe(-1);
});
