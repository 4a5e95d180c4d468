// Link previews (issue 27): what a crawler (KakaoTalk's scrap bot, Slack, Facebook, X, search
// engines) learns from /club/{id} and /bookReview/{id}. Routes (pb_hooks/core/routes.js CUSTOM):
//   GET /api/chaekdongne/link-preview/{club|bookReview}/:id -> the preview as JSON (the Vite dev
//       and preview servers put it into their HTML: scripts/lib/vite-link-preview.mjs)
//   GET /api/chaekdongne/pages/{club|bookReview}/:id -> the built index.html (DIST_DIR) with the
//       tags in its head (Caddy sends those two paths here: deploy/Caddyfile)
// Decided by path, never by user agent: everyone gets the same HTML, and the SPA boots from it.
// Only what a visitor may see gets a card: private, deleted, report-hidden or unknown records all
// get the same generic card (link-preview/lib.js), so the answer tells nothing about them.

const KINDS = {
  club: { collection: "socialing", type: "website" },
  bookReview: { collection: "bookReview", type: "article" },
};
const ID = /^[a-z0-9]{15}$/;
// PocketBase 0.22 makes thumbnails of these types only; any other image (the app uploads WebP)
// is served as it is, and its size comes from its header.
const THUMB_TYPES = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", gif: "image/gif" };
const DESCRIPTION_CHARS = 80;

function siteUrl() {
  return String($app.settings().meta.appUrl || "").replace(/\/$/, "");
}

/** The record when a visitor may see it, else null. */
function visibleRecord(collection, id) {
  if (!ID.test(id)) return null;
  let record;
  try {
    record = $app.dao().findRecordById(collection, id);
  } catch (_) {
    return null; // deleted or never existed
  }
  const rule = record.collection().viewRule;
  if (rule === null || rule === undefined) return null;
  if (!$app.dao().canAccessRecord(record, new RequestInfo({}), rule)) return null;
  // Hidden by reports (a crawler has no viewer, so blocks do not apply): core/visibility.js decides.
  return require(`${__hooks}/core/visibility.js`).reasonForRecord(record, "", $app.dao()) ? null : record;
}

/** Width and height of a WebP file from its first 30 bytes, or null. */
function webpSize(bytes) {
  const tag = String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]);
  const le = (i, n) => {
    let v = 0;
    for (let k = n - 1; k >= 0; k--) v = v * 256 + bytes[i + k];
    return v;
  };
  if (tag === "VP8X") return { width: le(24, 3) + 1, height: le(27, 3) + 1 };
  if (tag === "VP8 ") return { width: le(26, 2) & 0x3fff, height: le(28, 2) & 0x3fff };
  if (tag === "VP8L") {
    const bits = le(21, 4);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** The stored file's size (read once per file name: names never change content). */
function storedImageSize(record, file) {
  const key = `${record.baseFilesPath()}/${file}`;
  const cacheKey = `link-preview:size:${key}`;
  const store = $app.store();
  if (store.has(cacheKey)) return store.get(cacheKey);
  let size = null;
  let fs;
  try {
    fs = $app.newFilesystem();
    const reader = fs.getFile(key);
    try {
      const buffer = new ArrayBuffer(30);
      if (reader.read(buffer) === 30) size = webpSize(new Uint8Array(buffer));
    } finally {
      reader.close();
    }
  } catch (_) {
    size = null; // missing or unreadable: the card goes without width and height
  } finally {
    if (fs) fs.close();
  }
  store.set(cacheKey, size);
  return size;
}

/** The largest thumbnail size the field lists ("1200x720": pb_migrations/1732201700_*), or null. */
function largestThumb(record) {
  const thumbs = record.collection().schema.getFieldByName("img").options.thumbs || [];
  let best = null;
  for (let i = 0; i < thumbs.length; i++) {
    const m = /^(\d+)x(\d+)$/.exec(thumbs[i]);
    if (m && (!best || m[1] * m[2] > best.width * best.height)) {
      best = { size: thumbs[i], width: Number(m[1]), height: Number(m[2]) };
    }
  }
  return best;
}

function imageOf(record, alt) {
  const file = record.getString("img");
  if (!file) return null;
  const base = `${siteUrl()}/api/files/${record.collection().id}/${record.id}/`;
  // A picture with sizes (issue 31) has its own link-preview JPEG: a club's 5:3 photo, a cover on
  // a 1200x630 card (core/image-sizes.js).
  const sizes = require(`${__hooks}/core/image-sizes.js`);
  const names = sizes.namesOf(record.collection().name, file);
  if (names && names.og && sizes.strings(record.getStringSlice("imgSizes")).indexOf(names.og) >= 0) {
    const [width, height] = sizes.KINDS[record.collection().name].og;
    return { url: base + encodeURIComponent(names.og), width, height, type: "image/jpeg", alt };
  }
  // Stored before sizes (until `npm run images:migrate` has run): PocketBase's largest thumbnail of
  // a JPEG/PNG/GIF, the file itself otherwise.
  const url = base + encodeURIComponent(file);
  const ext = file.split(".").pop().toLowerCase();
  const thumb = THUMB_TYPES[ext] ? largestThumb(record) : null;
  if (thumb) {
    return {
      url: `${url}?thumb=${thumb.size}`,
      width: thumb.width,
      height: thumb.height,
      type: THUMB_TYPES[ext],
      alt,
    };
  }
  const size = ext === "webp" ? storedImageSize(record, file) : null;
  return Object.assign({ url, type: ext === "webp" ? "image/webp" : "", alt }, size || {});
}

/** 11월 21일 (토) 오후 7:00 in Korea time: src/lib/format-date.ts formatDateTime's format. */
function koreanDateTime(value) {
  const d = new Date(new Date(String(value).replace(" ", "T")).getTime() + 9 * 3600 * 1000);
  const h = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, "0");
  const day = "일월화수목금토"[d.getUTCDay()];
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 (${day}) ${h < 12 ? "오전" : "오후"} ${h % 12 || 12}:${minutes}`;
}

function cut(text, max) {
  const chars = Array.from(String(text).replace(/\s+/g, " ").trim());
  return chars.length > max ? `${chars.slice(0, max).join("")}...` : chars.join("");
}

function clubCard(club) {
  const place = club.getBool("isOffline") ? club.getString("location") : "온라인";
  const count = `인원 ${club.getStringSlice("confirmUser").length}/${club.getInt("limitPerson")}명`;
  const when = koreanDateTime(club.getString("dateTime"));
  return {
    title: club.getString("title"),
    description: `${when} · ${place} · ${count} · ${cut(club.getString("detail"), DESCRIPTION_CHARS)}`,
    alt: club.getString("alt") || `${club.getString("title")} 대표 사진`,
  };
}

function reviewCard(review) {
  const excerpt = require(`${__hooks}/reviews/body.js`).excerptOfRecord(review);
  const book = review.getString("bookTitle");
  return {
    title: review.getString("title"),
    description: `『${book}』 ${cut(excerpt, DESCRIPTION_CHARS)}`,
    alt: `『${book}』 표지`,
  };
}

/**
 * A club as its detail screen shows it to anyone (src/features/clubs/lib/club-view.ts ClubShown):
 * the early painter paints a member's screen from it before their own answer arrives. Only fields
 * of a visitor's club list, the genre's title and the host's public card (core/privacy.js), as the
 * app's detail request expands them.
 */
function clubRecord(club) {
  const expand = {};
  const genreId = club.getString("genre");
  if (genreId) {
    try {
      expand.genre = { title: $app.dao().findRecordById("genres", genreId).getString("title") };
    } catch (_) {
      // a genre deleted since: the screen goes without it, as the app's expand would
    }
  }
  const hostId = club.getString("createUser");
  const host = hostId ? require(`${__hooks}/core/privacy.js`).memberCards([hostId], null)[0] : null;
  if (host) expand.createUser = JSON.parse(JSON.stringify(host));
  return {
    collectionId: club.collection().id,
    id: club.id,
    img: club.getString("img"),
    title: club.getString("title"),
    alt: club.getString("alt"),
    detail: club.getString("detail"),
    dateTime: club.getString("dateTime"),
    isOffline: club.getBool("isOffline"),
    location: club.getString("location"),
    limitPerson: club.getInt("limitPerson"),
    confirmUser: club.getStringSlice("confirmUser"),
    createUser: hostId,
    expand,
  };
}

/** The preview of the app path /{kind}/{id}: { site, card } (link-preview/lib.js). */
function previewOf(kindName, id) {
  const kind = KINDS[kindName];
  const site = siteUrl();
  const record = kind ? visibleRecord(kind.collection, id) : null;
  if (!record) return { site, card: null };
  const text = kindName === "club" ? clubCard(record) : reviewCard(record);
  return {
    site,
    card: {
      type: kind.type,
      title: text.title,
      description: text.description,
      url: `${site}/${kindName}/${record.id}`,
      image: imageOf(record, text.alt),
      // What the early painter paints a member's club from (no early paint reads a review's).
      record: kindName === "club" ? clubRecord(record) : null,
    },
  };
}

/** "club" or "bookReview", from the route this request came in on. */
function kindOf(c) {
  return String(c.path()).indexOf("/club/") >= 0 ? "club" : "bookReview";
}

function preview(c) {
  return c.json(200, previewOf(kindOf(c), c.pathParam("id")));
}

/**
 * The build whose index.html a page is made of. Behind `npm run prod`, Caddy names the release it
 * serves (X-Chaekdongne-Release, which it sets whatever the client sent) so the page and the CSP
 * Caddy sends with it come from the same build, also while a deploy switches releases
 * (docs/deployment.md "Deploys"). Otherwise DIST_DIR (Docker, tests).
 */
function distDir(c) {
  const releases = $os.getenv("CHAEKDONGNE_RELEASES_DIR");
  const release = String(c.request().header.get("X-Chaekdongne-Release") || "");
  if (releases && /^\d{8}-\d{6}-[A-Za-z0-9_-]{1,60}$/.test(release)) return `${releases}/${release}/dist`;
  return $os.getenv("DIST_DIR");
}

/** The app's index.html with the tags; without a build (or its file) the generic 404. */
function page(c) {
  const dir = distDir(c);
  if (!dir) throw require(`${__hooks}/core/routes.js`).notFound();
  let html;
  try {
    const file = $os.dirFS(dir).open("index.html");
    try {
      html = readerToString(file, 4 * 1024 * 1024);
    } finally {
      file.close();
    }
  } catch (_) {
    throw require(`${__hooks}/core/routes.js`).notFound();
  }
  const head = require(`${__hooks}/link-preview/lib.js`);
  return c.html(200, head.injectHead(html, previewOf(kindOf(c), c.pathParam("id"))));
}

module.exports = { preview, page, previewOf, webpSize, koreanDateTime };
