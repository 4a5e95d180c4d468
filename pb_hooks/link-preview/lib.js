// Link previews (issue 27): the <head> tags a link-preview crawler reads, and their insertion into
// the app's HTML. Pure functions with no PocketBase globals, loaded by PocketBase
// (`require(`${__hooks}/link-preview/lib.js`)`, for the production pages: pb_hooks/link-preview/routes.js)
// and by Node (scripts/lib/vite-link-preview.mjs, for the dev and preview servers), so both write
// the same tags. docs/deployment.md "Link previews".
//
// `preview` is what GET /api/chaekdongne/link-preview/{club|bookReview}/{id} answers:
//   { site: "https://chaekdongne.kr", card: null | {
//       type: "website" | "article", title, description, url,
//       image: null | { url, width?, height?, type?, alt },
//       record: null | a club as its detail shows it (link-preview/routes.js clubRecord) } }
// `record` goes first in the head (RECORD_META; src/app/early/paint.ts pageRecord reads it by that
// name), before the early painter's script: a member's club screen paints from the HTML, not after
// their request for the record. tests/early-paint.test.ts runs the painter on this file's output.
// A null card (private, deleted, hidden, unknown) is the generic card: the page's own <title> and
// description (index.html) with the site's icon. Nothing of the record is in it.

const GENERIC_IMAGE = { path: "/icons/icon-512.png", width: 512, height: 512, type: "image/png" };
const SITE_NAME = "책동네";

function escapeHtml(value) {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function unescapeHtml(value) {
  return String(value)
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

const TITLE = /<title>([\s\S]*?)<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/i;

/** The tags for `preview` (see above); `html` gives the generic card its title and description. */
function headTags(preview, html) {
  const card = preview && preview.card;
  const site = String((preview && preview.site) || "").replace(/\/$/, "");
  const pageTitle = unescapeHtml((TITLE.exec(html) || [])[1] || SITE_NAME);
  const pageDescription = unescapeHtml((DESCRIPTION.exec(html) || [])[1] || "");
  const image = card
    ? card.image
    : {
        url: `${site}${GENERIC_IMAGE.path}`,
        width: GENERIC_IMAGE.width,
        height: GENERIC_IMAGE.height,
        type: GENERIC_IMAGE.type,
        alt: SITE_NAME,
      };
  const title = card ? card.title : pageTitle;
  const description = card ? card.description : pageDescription;
  const url = card ? card.url : `${site}/`;
  const meta = [
    ["og:site_name", SITE_NAME],
    ["og:locale", "ko_KR"],
    ["og:type", card ? card.type : "website"],
    ["og:title", title],
    ["og:description", description],
    ["og:url", url],
  ];
  if (image) {
    meta.push(["og:image", image.url]);
    if (image.type) meta.push(["og:image:type", image.type]);
    if (image.width && image.height) {
      meta.push(["og:image:width", String(image.width)], ["og:image:height", String(image.height)]);
    }
    meta.push(["og:image:alt", image.alt || title]);
  }
  const twitter = [
    ["twitter:card", card && image ? "summary_large_image" : "summary"],
    ["twitter:title", title],
    ["twitter:description", description],
  ];
  if (image) twitter.push(["twitter:image", image.url]);
  return [
    `<title>${escapeHtml(card ? `${title} | ${SITE_NAME}` : pageTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...meta.map(([p, v]) => `<meta property="${p}" content="${escapeHtml(v)}" />`),
    ...twitter.map(([n, v]) => `<meta name="${n}" content="${escapeHtml(v)}" />`),
  ].join("\n    ");
}

const RECORD_META = "chaekdongne:record";

/**
 * `html` (the app's index.html) with its <title> and description replaced by headTags(), and the
 * card's record named at the top of its head.
 */
function injectHead(html, preview) {
  const tags = headTags(preview, html);
  const record = preview && preview.card && preview.card.record;
  const stripped = String(html).replace(TITLE, "").replace(DESCRIPTION, "");
  // Functions, not strings: "$&" in a title must stay text.
  const withRecord = record
    ? stripped.replace(
        /<head(\s[^>]*)?>/i,
        (open) => `${open}<meta name="${RECORD_META}" content="${escapeHtml(JSON.stringify(record))}" />`,
      )
    : stripped;
  return withRecord.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}

module.exports = { headTags, injectHead, escapeHtml };
