import { useMemo } from "react";
import { sanitizeReviewHtml } from "../lib/sanitize-html";
import styles from "./review-body.module.css";

/** The rich-text body, sanitized with DOMPurify right before it reaches the DOM. */
export function ReviewBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeReviewHtml(html), [html]);
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: safe }} />;
}
