// DOMPurify (~8 KB gzip) is not part of review detail's first-load JS: the route's loader starts
// it beside the review request (src/app/routes/review-detail.tsx), so it arrives with the data.
type Sanitize = (html: string) => string;

let ready: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** Loads the sanitizer once; a failed load (offline) is retried on the next call. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import("./sanitize-html").then(
    (m) => (ready = m.sanitizeReviewHtml),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The sanitizer if it has loaded, else undefined. */
export const loadedSanitizer = (): Sanitize | undefined => ready;
