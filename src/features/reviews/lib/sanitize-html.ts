import DOMPurify from "dompurify";

// Stored review HTML comes from any API client, not only our editor: render only what Quill
// produces, with links limited to http(s)/mailto/tel (spec 5) and no inline styles or forms.
const ALLOWED_TAGS = [
  "p",
  "br",
  "h1",
  "h2",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "img",
  "ol",
  "ul",
  "li",
  "span",
  "blockquote",
  "pre",
  "code",
  "sub",
  "sup",
];
const ALLOWED_ATTR = ["href", "target", "rel", "src", "alt", "class", "data-list"];
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let hooked = false;
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  // Links leave the app in a new tab without handing it window.opener.
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    // Pictures load as the reader scrolls to them.
    if (node.tagName === "IMG") node.setAttribute("loading", "lazy");
    if (node.tagName === "A" && node.getAttribute("href")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer nofollow");
    }
  });
}

/** Safe HTML for dangerouslySetInnerHTML. */
export function sanitizeReviewHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false });
}
