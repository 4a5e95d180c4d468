// What a review body may hold: the server's numbers (pb_hooks/reviews/body.js LIMITS, which refuses
// anything over them), repeated here so the editor stops before the server has to.
// tests/review-limits.test.ts keeps the two in step.
export const REVIEW_LIMITS = {
  minTextChars: 10,
  maxBytes: 200_000,
  maxTextChars: 20_000,
  maxImages: 5,
  maxImageBytes: 200_000,
} as const;

/** The server's refusal of a body under the minimum, word for word (pb_hooks/reviews/body.js SHORT). */
export const SHORT_BODY = `리뷰 내용은 ${REVIEW_LIMITS.minTextChars}자 이상 써주세요.`;

export const TOO_MANY_IMAGES = `리뷰에는 사진을 ${REVIEW_LIMITS.maxImages}장까지 넣을 수 있어요.`;

/** The most characters of the book title and the review title (the bookReview schema). */
export const REVIEW_TITLE_MAX = 100;
