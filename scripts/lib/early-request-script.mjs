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
 * `format`: the app's own self-contained formatters the painted items use ({ date, preview? }).
 */
export function startEarlyRequest(pbUrl, early, format) {
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
  const fileUrl = (record, name, thumb) => {
    if (!name) return null;
    const url = `${pbUrl}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(name)}`;
    return thumb ? `${url}?thumb=${thumb}` : url;
  };
  if (image) {
    response.then((data) => {
      const item = data.items ? data.items[0] : data;
      if (!item?.[image.field]) return;
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = "image";
      link.fetchPriority = "high";
      link.href = fileUrl(item, item[image.field], image.thumb);
      document.head.appendChild(link);
    }, () => {});
  }
  // The first items, painted into the inert prerendered page from build-time markup with
  // placeholders (early.paint): text and attributes are set through the DOM, never as HTML.
  const paint = early.paint;
  if (!paint) return;
  const t = paint.tokens;
  // Per kind of list: the item's template variant, placeholder → value, the tokens whose element
  // goes when empty, and its images in document order: [record, file name, URL when it has none].
  const describe = {
    clubs: (item) => {
      const ended = new Date(item.dateTime.replace(" ", "T")).getTime() < Date.now();
      const genre = item.expand?.genre?.title ?? "";
      return {
        variant: ended ? "ended" : "upcoming",
        values: {
          [t.id]: item.id,
          [t.title]: item.title,
          [t.genre]: genre,
          [t.place]: item.isOffline ? item.location : "온라인",
          [t.confirmed]: String(item.confirmUser?.length ?? 0),
          [t.limit]: String(item.limitPerson),
          [paint.dates[ended ? "ended" : "upcoming"]]: format.date(item.dateTime),
        },
        drop: genre ? [] : [t.genre],
        images: [[item, item.img]],
      };
    },
    reviews: (item) => {
      const writer = item.expand?.writer;
      return {
        variant: "rows",
        values: {
          [t.id]: item.id,
          [t.title]: item.title,
          [t.book]: item.bookTitle,
          [t.preview]: format.preview(item.detail ?? ""),
          [t.writer]: writer?.nickname || paint.leftMemberName,
          [paint.dates.text]: format.date(item.created),
          [paint.dates.attribute]: item.created.replace(" ", "T"),
        },
        drop: [],
        images: [[item, item.img], [writer, writer?.img, paint.defaultAvatar]],
      };
    },
  }[paint.kind];
  const fill = (data) => {
    const root = document.getElementById("root");
    const slot = root?.hasAttribute("data-prerendered") ? root.querySelector(paint.slot) : null;
    if (!slot || !data.items?.length) return;
    const lists = {};
    for (const name in paint.variants) {
      const template = document.createElement("template");
      template.innerHTML = paint.variants[name];
      lists[name] = template.content.firstElementChild;
    }
    const first = Object.values(lists)[0];
    const list = first.cloneNode(false);
    data.items.slice(0, first.children.length).forEach((item, i) => {
      const { variant, values, drop, images } = describe(item);
      const card = lists[variant].children[i].cloneNode(true);
      // One pass: a value is never searched again, so a title holding a placeholder stays as typed.
      const pattern = new RegExp(Object.keys(values).map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
      const replace = (text) => text.replace(pattern, (k) => values[k]);
      const empty = [];
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (drop.includes(node.nodeValue)) empty.push(node.parentNode);
          node.nodeValue = replace(node.nodeValue);
        } else {
          for (const a of Array.from(node.attributes)) node.setAttribute(a.name, replace(a.value));
        }
      }
      for (const el of empty) el.remove();
      // Each image keeps the thumbnail size the component rendered into the template.
      card.querySelectorAll("img").forEach((img, n) => {
        const [record, name, fallback] = images[n] ?? [];
        const thumb = new URL(img.getAttribute("src") ?? "", location.href).searchParams.get("thumb");
        const src = fileUrl(record, name, thumb) ?? fallback;
        if (src) img.src = src;
        else img.removeAttribute("src");
      });
      list.appendChild(card);
    });
    slot.replaceWith(list);
  };
  response.then((data) => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => fill(data), { once: true });
    else fill(data);
  }, () => {});
}
