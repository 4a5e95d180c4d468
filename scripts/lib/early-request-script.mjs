// The inline early script of prerendered pages (scripts/lib/vite-prerender.mjs writes its source
// into the HTML; tests/early-paint.test.ts runs it in jsdom).

/**
 * Runs inline in the page's <head> (serialized with toString, so it must stay self-contained):
 * starts the page's data request before the app's JS has arrived, keeps the promise for
 * src/lib/early-request.ts, and preloads the first photo (the largest paint) once it answers.
 * early: { path?, match?, image?, onlyWhenStored?, authKey?, files?, paint? } (see
 * src/app/prerender.tsx);
 * `files` (the route's JS and CSS, filled in by the plugin) start downloading at once, as the
 * prerendered pages' <link>s do, instead of after the entry has run and matched the route.
 */
export function startEarlyRequest(pbUrl, early, formatDateTime) {
  let path = early.path;
  if (early.match) {
    const m = location.pathname.match(new RegExp(early.match));
    if (!m) return;
    path = path?.replace("$1", m[1]);
  }
  const preloadFiles = () => {
    for (const href of early.files ?? []) {
      const link = document.createElement("link");
      link.rel = /\.css$/.test(href) ? "stylesheet" : "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    }
  };
  const stored = (key) => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? "null")?.state ?? {};
    } catch {
      return {};
    }
  };
  // A persisted filter that differs from the default means the app will ask for another list.
  const only = early.onlyWhenStored;
  if (only) {
    const state = stored(only.key);
    for (const k in only.state) if (k in state && JSON.stringify(state[k]) !== JSON.stringify(only.state[k])) return;
  }
  const headers = {};
  if (early.authKey) {
    const token = stored(early.authKey).token;
    if (!token) return; // a guarded page: visitors get the auth gate, not this request
    headers.Authorization = token;
  }
  preloadFiles();
  if (!path) return;
  const response = fetch(pbUrl + path, { headers }).then((r) => {
    if (!r.ok) throw new Error(String(r.status));
    return r.json();
  });
  (window.__chaekdongneEarly ??= {})[path] = response;
  response.catch(() => {});
  const image = early.image;
  const imageUrl = (item) =>
    `${pbUrl}/api/files/${item.collectionId}/${item.id}/${encodeURIComponent(item[image.field])}?thumb=${image.thumb}`;
  if (image) {
    response.then((data) => {
      const item = data.items ? data.items[0] : data;
      if (!item?.[image.field]) return;
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = "image";
      link.fetchPriority = "high";
      link.href = imageUrl(item);
      document.head.appendChild(link);
    }, () => {});
  }
  // The first cards, painted into the inert prerendered page from build-time markup with
  // placeholders (early.paint): text and attributes are set through the DOM, never as HTML.
  const paint = early.paint;
  if (!paint) return;
  const fill = (data) => {
    const root = document.getElementById("root");
    const slot = root?.hasAttribute("data-prerendered") ? root.querySelector(paint.slot) : null;
    if (!slot || !data.items?.length) return;
    const parse = (html) => {
      const t = document.createElement("template");
      t.innerHTML = html;
      return t.content.firstElementChild;
    };
    const lists = { upcoming: parse(paint.upcoming), ended: parse(paint.ended) };
    const list = lists.upcoming.cloneNode(false);
    const t = paint.tokens;
    data.items.slice(0, lists.upcoming.children.length).forEach((item, i) => {
      const ended = new Date(item.dateTime.replace(" ", "T")).getTime() < Date.now();
      const card = (ended ? lists.ended : lists.upcoming).children[i].cloneNode(true);
      const genre = item.expand?.genre?.title ?? "";
      const values = {
        [t.id]: item.id,
        [t.title]: item.title,
        [t.genre]: genre,
        [t.place]: item.isOffline ? item.location : "온라인",
        [t.confirmed]: String(item.confirmUser?.length ?? 0),
        [t.limit]: String(item.limitPerson),
        [ended ? paint.dateTexts.ended : paint.dateTexts.upcoming]: formatDateTime(item.dateTime),
      };
      // One pass: a value is never searched again, so a title holding a placeholder stays as typed.
      const pattern = new RegExp(Object.keys(values).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
      const replace = (text) => text.replace(pattern, (k) => values[k]);
      const empty = [];
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (!genre && node.nodeValue === t.genre) empty.push(node.parentNode);
          node.nodeValue = replace(node.nodeValue);
        } else {
          for (const a of Array.from(node.attributes)) node.setAttribute(a.name, replace(a.value));
        }
      }
      for (const el of empty) el.remove();
      const img = card.querySelector("img");
      if (img && image && item[image.field]) img.src = imageUrl(item);
      else img?.removeAttribute("src");
      list.appendChild(card);
    });
    slot.replaceWith(list);
  };
  response.then((data) => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => fill(data), { once: true });
    else fill(data);
  }, () => {});
}

