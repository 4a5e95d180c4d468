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
 * `format`: the app's own self-contained functions the painted items use ({ date, ended?, preview? }).
 */
export function startEarlyRequest(pbUrl, early, format) {
  let path = early.path;
  if (early.match) {
    // Compiled from the route's pattern at build time; case-insensitive, as the router matches.
    const m = location.pathname.match(new RegExp(early.match, "i"));
    if (!m) return;
    path = path?.replace(/:([\w-]+)/g, (param, name) => m.groups?.[name] ?? param);
  }
  const stylesheets = [];
  const preloadFiles = () => {
    for (const href of early.files ?? []) {
      const link = document.createElement("link");
      link.rel = /\.css$/.test(href) ? "stylesheet" : "modulepreload";
      if (link.rel === "stylesheet") {
        stylesheets.push(
          new Promise((resolve) => {
            link.addEventListener("load", resolve, { once: true });
            link.addEventListener("error", resolve, { once: true });
          }),
        );
      }
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
    for (const k in only.state)
      if (k in state && JSON.stringify(state[k]) !== JSON.stringify(only.state[k])) return;
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
    response.then(
      (data) => {
        const item = data.items ? data.items[0] : data;
        if (!item?.[image.field]) return;
        const link = document.createElement("link");
        link.rel = "preload";
        link.as = "image";
        link.fetchPriority = "high";
        link.href = fileUrl(item, item[image.field], image.thumb);
        document.head.appendChild(link);
      },
      () => {},
    );
  }
  // The first items, painted into the inert prerendered page from build-time markup with
  // placeholders (early.paint): text and attributes are set through the DOM, never as HTML.
  const paint = early.paint;
  if (!paint) return;
  // A whole screen may paint: src/main.tsx then holds its first render until the route is ready,
  // so React's first commit replaces the painted screen with the live one (no spinner between).
  if (!paint.slot) document.documentElement.setAttribute("data-early-screen", "");
  const t = paint.tokens;
  // Per kind of list: the item's template variant, placeholder → value, the tokens whose element
  // goes when empty, and its images in document order: [record, file name, URL when it has none].
  const me = early.authKey ? stored(early.authKey).user?.id : undefined;
  const club = (item) => {
    const ended = format.ended(item);
    return {
      variant: ended ? "ended" : "upcoming",
      values: {
        [t.id]: item.id,
        [t.title]: item.title,
        [t.genre]: item.expand?.genre?.title ?? "",
        [t.place]: item.isOffline ? item.location : "온라인",
        [t.confirmed]: String(item.confirmUser?.length ?? 0),
        [t.limit]: String(item.limitPerson),
        [paint.dates[ended ? "ended" : "upcoming"]]: format.date(item.dateTime),
      },
      drop: item.expand?.genre?.title ? [] : [t.genre],
      images: [[item, item.img]],
    };
  };
  const describe = {
    clubs: club,
    clubDetail: (item) => {
      const card = club(item);
      const host = item.expand?.createUser;
      const remove = [];
      if (me && item.like?.includes(me)) remove.push(paint.selectors.like);
      if (!host?.nickname || host.id === me) remove.push(paint.selectors.hostMenu);
      return {
        ...card,
        values: {
          ...card.values,
          [t.host]: host?.nickname || paint.leftMemberName,
          [t.detail]: item.detail ?? "",
        },
        remove,
        images: [...card.images, [host, host?.img, paint.defaultAvatar]],
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
        images: [
          [item, item.img],
          [writer, writer?.img, paint.defaultAvatar],
        ],
      };
    },
  }[paint.kind];
  // Only the variants the items use are parsed (each is a screenful of markup).
  const parsed = {};
  const template = (name) => {
    if (!parsed[name]) {
      const element = document.createElement("template");
      element.innerHTML = paint.variants[name];
      parsed[name] = element.content.firstElementChild;
    }
    return parsed[name];
  };
  // A copy of the item's template variant with its values: text and attributes through the DOM.
  const fillItem = (item, pick) => {
    const { variant, values, drop, images, remove = [] } = describe(item);
    const node = pick(template(variant)).cloneNode(true);
    // One pass: a value is never searched again, so a title holding a placeholder stays as typed.
    const pattern = new RegExp(
      Object.keys(values)
        .map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("|"),
      "g",
    );
    const replace = (text) => text.replace(pattern, (k) => values[k]);
    const empty = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let n = walker.currentNode; n; n = walker.nextNode()) {
      if (n.nodeType === Node.TEXT_NODE) {
        if (drop.includes(n.nodeValue)) empty.push(n.parentNode);
        n.nodeValue = replace(n.nodeValue);
      } else {
        for (const a of Array.from(n.attributes)) n.setAttribute(a.name, replace(a.value));
      }
    }
    for (const el of empty) el.remove();
    for (const selector of remove) node.querySelectorAll(selector).forEach((el) => el.remove());
    // Each image keeps the thumbnail size the component rendered into the template.
    node.querySelectorAll("img").forEach((img, i) => {
      const [record, name, fallback] = images[i] ?? [];
      const thumb = new URL(img.getAttribute("src") ?? "", location.href).searchParams.get("thumb");
      const src = fileUrl(record, name, thumb) ?? fallback;
      if (src) img.src = src;
      else img.removeAttribute("src");
    });
    return node;
  };
  const fill = (data) => {
    const root = document.getElementById("root");
    if (!root) return;
    if (!paint.slot) {
      // A whole screen (a member's club detail from index.html): only into an empty #root React
      // has not rendered into yet (src/main.tsx sets data-app then); React's first commit swaps it.
      if (root.firstChild || root.hasAttribute("data-app")) return;
      root.appendChild(fillItem(data, (screen) => screen));
      root.setAttribute("inert", "");
      root.setAttribute("aria-hidden", "true");
      root.setAttribute("data-prerendered", location.pathname);
      return;
    }
    const slot = root.hasAttribute("data-prerendered") ? root.querySelector(paint.slot) : null;
    if (!slot || !data.items?.length) return;
    const first = template(Object.keys(paint.variants)[0]);
    const list = first.cloneNode(false);
    data.items.slice(0, first.children.length).forEach((item, i) => {
      list.appendChild(fillItem(item, (items) => items.children[i]));
    });
    slot.replaceWith(list);
  };
  // The route's stylesheets (early.files) first: a screen painted before them would shift.
  Promise.all([response, ...stylesheets]).then(
    ([data]) => {
      if (document.readyState === "loading")
        document.addEventListener("DOMContentLoaded", () => fill(data), { once: true });
      else fill(data);
    },
    () => {},
  );
}
