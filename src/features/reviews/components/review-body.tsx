import { use, useMemo } from "react";
import { loadedSanitizer, loadSanitizer } from "../lib/load-sanitizer";
import { withPictureOrigin } from "../lib/review-pictures";
import styles from "./review-body.module.css";

/**
 * The rich-text body, sanitized with DOMPurify right before it reaches the DOM. The route's loader
 * has normally loaded the sanitizer already; otherwise this suspends until it has.
 */
export function ReviewBody({ html }: { html: string }) {
  const sanitize = loadedSanitizer() ?? use(loadSanitizer());
  const safe = useMemo(() => sanitize(withPictureOrigin(html)), [sanitize, html]);
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: safe }} />;
}
