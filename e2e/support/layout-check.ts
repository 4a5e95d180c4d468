import type { Page } from "@playwright/test";

// The layout check (docs/layout-check.md): one pass over what a screen shows right now, in the
// page, after every animation has finished. Each problem names its rule and the element.

export type LayoutRule =
  | "animating" // something still moves: the screen was not judged
  | "word-break" // a Korean word broken across lines
  | "two-line-label" // a button, tab or button-styled link whose label wraps
  | "clipped" // text cut by its box (not an ellipsis or a line clamp)
  | "overflow" // text spilling out of its box, or the page wider than the window
  | "small-target" // a control's hit area under 24 px, or under 44 px with a neighbour too close
  | "covered" // a control or text under a fixed bar, a toast or a sheet
  | "focus"; // a dialog opened by a tap puts its first focus (and ring) on the close button

export interface LayoutProblem {
  rule: LayoutRule;
  /** tag, role and name of the element, and the dialog or bar it sits in. */
  element: string;
  detail: string;
}

/** Minimum hit area (WCAG 2.5.8 AA: 24 px) and the size we aim for (Apple/Material: 44 px). */
export const TARGET_MIN = 24;
export const TARGET_GOAL = 44;

/**
 * Everything wrong with the layout of the screen as it is now. Waits first for every finite
 * animation and transition to finish (reduced motion makes most of them instant); an animation
 * still running after that is reported instead of judging a moving screen.
 */
export async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(inPageCheck, { min: TARGET_MIN, goal: TARGET_GOAL });
}

/** Runs in the page: keep it free of anything outside its own body. */
async function inPageCheck({ min, goal }: { min: number; goal: number }): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = [];

  // ---- 0. Still ----------------------------------------------------------------------------
  const finite = () =>
    document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
  const deadline = Date.now() + 5000;
  while (finite().length && Date.now() < deadline) {
    await Promise.race([
      Promise.all(finite().map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 250)),
    ]);
  }
  await document.fonts.ready;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

  const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const column = Math.min(vw, 430);

  const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (el: Element) =>
    clean(
      el.getAttribute("aria-label") ||
        (el as HTMLInputElement).placeholder ||
        el.textContent ||
        el.getAttribute("title") ||
        (el as HTMLInputElement).value,
    ).slice(0, 40);
  const describe = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    const role = el.getAttribute("role");
    const ctx = el.parentElement?.closest(
      "dialog, [role=dialog], [role=alertdialog], [role=menu], [role=toolbar], nav, header, footer",
    );
    let where = "";
    if (ctx) {
      const label =
        ctx.getAttribute("aria-label") ||
        document.getElementById(ctx.getAttribute("aria-labelledby") ?? "")?.textContent ||
        "";
      where = ` in ${ctx.tagName.toLowerCase()}${ctx.getAttribute("role") ? `[role=${ctx.getAttribute("role")}]` : ""}${label ? ` "${clean(label).slice(0, 30)}"` : ""}`;
    }
    return `${tag}${role ? `[role=${role}]` : ""} "${nameOf(el)}"${where}`;
  };
  const report = (rule: LayoutRule, el: Element, detail: string) =>
    problems.push({ rule, element: describe(el), detail });

  const stillRunning = finite();
  for (const a of stillRunning) {
    const target = (a.effect as KeyframeEffect | null)?.target;
    problems.push({
      rule: "animating",
      element: target ? describe(target) : "document",
      detail: `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? "animation"} still running after 5 s`,
    });
  }

  // ---- Scope: the open modal on top (everything else is inert), else the page ----------------
  // The modal on top is the one whose own middle shows itself (a dialog opened from a sheet sits
  // inside the sheet's element but above it).
  const modals = Array.from(document.querySelectorAll("dialog")).filter((d) => d.matches(":modal"));
  const topModal =
    modals
      .filter((d) => {
        const r = d.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit?.closest("dialog") === d;
      })
      .pop() ?? modals[modals.length - 1];
  const scope: Element = topModal ?? document.body;

  const srOnly = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      if (e.classList.contains("visually-hidden")) return true;
      const s = getComputedStyle(e);
      if (s.clip === "rect(0px, 0px, 0px, 0px)" || s.clipPath === "inset(50%)") return true;
      if ((s.position === "absolute" || s.position === "fixed") && e.getBoundingClientRect().width <= 1)
        return true;
      if (e === scope) break;
    }
    return false;
  };
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    el.getClientRects().length > 0 &&
    !el.closest("[inert]");

  // Visible text nodes of the scope, by element.
  const textNodes: Text[] = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const parent = n.parentElement;
    if (!parent || !n.data.trim()) continue;
    if (parent.closest("script, style, noscript, template, svg, option")) continue;
    if (!shown(parent) || srOnly(parent)) continue;
    textNodes.push(n);
  }
  const textRects = (node: Node, start?: number, end?: number) => {
    const range = document.createRange();
    if (start === undefined) range.selectNodeContents(node);
    else {
      range.setStart(node, start);
      range.setEnd(node, end!);
    }
    return Array.from(range.getClientRects()).filter((r) => r.width > 0.5 && r.height > 0.5);
  };
  /** Line boxes the rects fall on (rects that overlap vertically share a line). */
  const lineCount = (rects: DOMRect[]) => {
    const sorted = [...rects].sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = -Infinity;
    for (const r of sorted) {
      if (r.top >= bottom - 1) {
        lines++;
        bottom = r.bottom;
      } else bottom = Math.max(bottom, r.bottom);
    }
    return lines;
  };

  // ---- 1. Korean words broken across lines ------------------------------------------------
  // A word with Hangul in it stays whole (word-break: keep-all) unless it is longer than a line
  // of the layout column; Latin strings and URLs may break. A break right after punctuation
  // (/, -, ·, a closing bracket) is a break opportunity, not a broken word.
  const BREAK_AFTER = /[/\-–—·,.!?)\]}」』>~:;]/;
  const BREAK_BEFORE = /[([{「『<]/;
  for (const node of textNodes) {
    for (const m of node.data.matchAll(/\S+/g)) {
      const word = m[0];
      if (!HANGUL.test(word)) continue;
      const rects = textRects(node, m.index, m.index + word.length);
      if (lineCount(rects) < 2) continue;
      const width = rects.reduce((w, r) => w + r.width, 0);
      if (width > column - 32) continue;
      let prevTop: number | null = null;
      for (let i = 0; i < word.length; i++) {
        const r = textRects(node, m.index + i, m.index + i + 1)[0];
        if (!r) continue;
        if (prevTop !== null && r.top > prevTop + 2) {
          if (!BREAK_AFTER.test(word[i - 1]) && !BREAK_BEFORE.test(word[i])) {
            report(
              "word-break",
              node.parentElement!,
              `"${word}" broken as ${word.slice(0, i)}/${word.slice(i)} (${Math.round(width)} px word)`,
            );
          }
          break;
        }
        prevTop = r.top;
      }
    }
  }

  // ---- 2. Labels on two lines ---------------------------------------------------------------
  const CARD_CONTENT = "h1, h2, h3, h4, h5, h6, p, ul, ol, li, img, picture, figure, article, time";
  const transparent = (c: string) => c === "transparent" || /rgba\(.*,\s*0\)$/.test(c);
  const looksLikeButton = (a: Element) => {
    const s = getComputedStyle(a);
    if (s.display === "inline") return false;
    const border = ["Top", "Right", "Bottom", "Left"].some(
      (side) =>
        parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none",
    );
    return !transparent(s.backgroundColor) || border || s.display.includes("flex");
  };
  // A control holding a row of content (a heading, a paragraph, a time, a picture) is a card or a
  // list row, not a label: its text may wrap.
  const labelControls = Array.from(
    scope.querySelectorAll(
      "button, [role=button], [role=tab], [role=menuitem], [role=menuitemradio], [role=option], a[href]",
    ),
  ).filter(
    (el) =>
      shown(el) &&
      !el.querySelector(CARD_CONTENT) &&
      (el.tagName !== "A" || el.getAttribute("role") || looksLikeButton(el)),
  );
  const inlineDisplay = (el: Element) => {
    const d = getComputedStyle(el).display;
    return d === "inline" || d === "contents";
  };
  for (const control of labelControls) {
    // Text grouped by the block it flows in: a flex item or the control itself is one line.
    const groups = new Map<Element, Text[]>();
    for (const node of textNodes) {
      if (!control.contains(node)) continue;
      let block = node.parentElement!;
      while (block !== control && inlineDisplay(block)) block = block.parentElement!;
      if (!groups.has(block)) groups.set(block, []);
      groups.get(block)!.push(node);
    }
    for (const [block, nodes] of groups) {
      const s = getComputedStyle(block);
      if (s.webkitLineClamp !== "none" || block.matches("p")) continue;
      const rects = nodes.flatMap((n) => textRects(n));
      const lines = lineCount(rects);
      if (lines > 1) {
        report("two-line-label", control, `label on ${lines} lines: "${clean(block.textContent)}"`);
        break;
      }
    }
  }

  // ---- 3. Text clipped or overflowing --------------------------------------------------------
  if (document.documentElement.scrollWidth > vw + 1) {
    problems.push({
      rule: "overflow",
      element: "page",
      detail: `page is ${document.documentElement.scrollWidth}px wide in a ${vw}px window`,
    });
  }
  const textElements: Element[] = Array.from(new Set(textNodes.map((n) => n.parentElement!)));
  const ellipsis = (s: CSSStyleDeclaration) => s.textOverflow === "ellipsis" || s.webkitLineClamp !== "none";
  for (const el of textElements) {
    const own = textNodes.filter((n) => n.parentElement === el).flatMap((n) => textRects(n));
    if (!own.length) continue;
    const s = getComputedStyle(el);
    // Spilling out of its own box (overflow visible): over its neighbours.
    if (
      !inlineDisplay(el) &&
      s.overflowX === "visible" &&
      el.clientWidth > 0 &&
      el.scrollWidth > el.clientWidth + 1 &&
      !el.closest(".ql-editor")
    ) {
      report("overflow", el, `text ${el.scrollWidth}px wide in a ${el.clientWidth}px box`);
      continue;
    }
    // Lines running out of the bottom (or top) of a box too short for them.
    const box = el.getBoundingClientRect();
    if (
      !inlineDisplay(el) &&
      s.overflowY === "visible" &&
      box.height > 0 &&
      own.some((t) => t.bottom > box.bottom + 2 || t.top < box.top - 2) &&
      !el.closest(".ql-editor")
    ) {
      const tall = Math.max(...own.map((t) => t.bottom)) - Math.min(...own.map((t) => t.top));
      report("overflow", el, `text ${Math.round(tall)}px tall in a ${Math.round(box.height)}px box`);
      continue;
    }
    // Cut by a box that hides overflow (itself or an ancestor), unless that box says so.
    let cutOnPurpose = false;
    for (let box: Element | null = el; box && box !== document.documentElement; box = box.parentElement) {
      const bs = getComputedStyle(box);
      if (ellipsis(bs)) cutOnPurpose = true;
      const scrolls = ["auto", "scroll"];
      if (scrolls.includes(bs.overflowX) || scrolls.includes(bs.overflowY)) break; // reachable by scrolling
      const hidesX = bs.overflowX === "hidden" || bs.overflowX === "clip";
      const hidesY = bs.overflowY === "hidden" || bs.overflowY === "clip";
      if (!hidesX && !hidesY) continue;
      if (cutOnPurpose) break;
      const r = box.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) break; // a visually hidden box
      const left = r.left + box.clientLeft;
      const top = r.top + box.clientTop;
      const right = left + box.clientWidth;
      const bottom = top + box.clientHeight;
      const out = own.some(
        (t) =>
          (hidesX && (t.left < left - 1 || t.right > right + 1)) ||
          (hidesY && (t.top < top - 1 || t.bottom > bottom + 1)),
      );
      if (out) {
        report(
          "clipped",
          el,
          `text cut by ${box === el ? "its own box" : describe(box)} (${Math.round(r.width)}×${Math.round(r.height)})`,
        );
        break;
      }
    }
  }
  // Placeholders cut short: a field too narrow (or too short) for the hint it shows.
  for (const field of Array.from(
    scope.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "input[placeholder], textarea[placeholder]",
    ),
  )) {
    if (!shown(field) || field.value || !field.placeholder) continue;
    const ps = getComputedStyle(field, "::placeholder");
    const fs = getComputedStyle(field);
    if (fs.textOverflow === "ellipsis") continue;
    const width = field.clientWidth - parseFloat(fs.paddingLeft) - parseFloat(fs.paddingRight);
    const height = field.clientHeight - parseFloat(fs.paddingTop) - parseFloat(fs.paddingBottom);
    const mirror = document.createElement("div");
    Object.assign(mirror.style, {
      position: "absolute",
      visibility: "hidden",
      left: "-9999px",
      top: "0",
      width: field.tagName === "TEXTAREA" ? `${width}px` : "auto",
      font: ps.font || fs.font,
      letterSpacing: ps.letterSpacing,
      lineHeight: fs.lineHeight,
      whiteSpace: field.tagName === "TEXTAREA" ? "pre-wrap" : "pre",
      wordBreak: fs.wordBreak,
      overflowWrap: fs.overflowWrap,
    });
    mirror.textContent = field.placeholder;
    document.body.append(mirror);
    const need = mirror.getBoundingClientRect();
    mirror.textContent = "가";
    const line = mirror.getBoundingClientRect().height;
    mirror.remove();
    // A textarea shows whole lines: it is short of one when it lacks more than half a line.
    const cut = field.tagName === "TEXTAREA" ? need.height > height + line / 2 : need.width > width + 1;
    if (cut) {
      report(
        "clipped",
        field,
        `placeholder needs ${Math.round(need.width)}×${Math.round(need.height)}, the field shows ${Math.round(width)}×${Math.round(height)}`,
      );
    }
  }

  const overlayOf = (el: Element): Element | null => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      if (e.matches("dialog:modal, :popover-open")) return e;
      const p = getComputedStyle(e).position;
      if (p === "fixed" || p === "sticky") return e;
    }
    return null;
  };

  // ---- 4. Touch targets -----------------------------------------------------------------------
  // Rule (docs/layout-check.md): a hit area under 24 px either way fails (WCAG 2.5.8); 24–44 px
  // passes only when the 44 × 44 px area around it touches no other target (spacing makes up the
  // target); 44 px and more passes. Inline links inside a sentence are exempt (WCAG's inline
  // exception); a checkbox or radio counts with its label (a tap on either toggles it).
  const TARGETS =
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option], [tabindex]:not([tabindex='-1'])";
  const union = (rects: DOMRect[]) => {
    const l = Math.min(...rects.map((r) => r.left));
    const t = Math.min(...rects.map((r) => r.top));
    return new DOMRect(
      l,
      t,
      Math.max(...rects.map((r) => r.right)) - l,
      Math.max(...rects.map((r) => r.bottom)) - t,
    );
  };
  const inlineInProse = (el: Element) => {
    if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
    const parent = el.parentElement;
    return !!parent && clean(parent.textContent).length > clean(el.textContent).length;
  };
  // Targets move together inside one bar, dialog or scrolling box; across two, the distance
  // between them changes as the member scrolls, so only targets of one layer are neighbours.
  const layerOf = (el: Element): Element | null => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      if (e.matches("dialog:modal, :popover-open")) return e;
      const s = getComputedStyle(e);
      if (s.position === "fixed" || s.position === "sticky") return e;
      const scrolls = ["auto", "scroll"];
      if (
        (e !== el && scrolls.includes(s.overflowY) && e.scrollHeight > e.clientHeight + 1) ||
        (scrolls.includes(s.overflowX) && e.scrollWidth > e.clientWidth + 1)
      )
        return e;
    }
    return null;
  };
  interface Target {
    el: Element;
    rect: DOMRect;
    parts: Element[];
    /** The fixed or sticky layer it moves with (targets of different layers are not neighbours). */
    layer: Element | null;
  }
  const targets: Target[] = [];
  for (const el of Array.from(scope.querySelectorAll(TARGETS))) {
    if (el.closest(".ql-editor") || inlineInProse(el)) continue;
    const parts: Element[] = [el];
    const input = el as HTMLInputElement;
    if (el.tagName === "INPUT" && ["checkbox", "radio"].includes(input.type) && input.labels) {
      parts.push(...Array.from(input.labels).filter(shown));
    }
    const visible = parts.filter((p) => shown(p) && !(p === el && srOnly(p)));
    if (!visible.length) continue;
    targets.push({
      el,
      rect: union(visible.map((p) => p.getBoundingClientRect())),
      parts: visible,
      layer: layerOf(el),
    });
  }
  const related = (a: Target, b: Target) =>
    a.parts.some((p) => b.parts.some((q) => p === q || p.contains(q) || q.contains(p)));
  for (const t of targets) {
    const { width: w, height: h } = t.rect;
    if (w >= goal - 0.5 && h >= goal - 0.5) continue;
    const size = `${Math.round(w)}×${Math.round(h)} px`;
    if (w < min - 0.5 || h < min - 0.5) {
      report("small-target", t.el, `hit area ${size}, under ${min} px`);
      continue;
    }
    const cx = t.rect.left + w / 2;
    const cy = t.rect.top + h / 2;
    const gw = Math.max(w, goal) / 2;
    const gh = Math.max(h, goal) / 2;
    const crowding = targets.find(
      (o) =>
        o !== t &&
        o.layer === t.layer &&
        !related(o, t) &&
        o.rect.left < cx + gw &&
        o.rect.right > cx - gw &&
        o.rect.top < cy + gh &&
        o.rect.bottom > cy - gh,
    );
    if (crowding) {
      report(
        "small-target",
        t.el,
        `hit area ${size} with ${describe(crowding.el)} inside its ${goal} px area`,
      );
    }
  }

  // ---- 5. Covered by a bar, a toast or a sheet ------------------------------------------------
  // Bars (fixed or sticky) may pass over content while it scrolls, never where it ends: with
  // every scroller at its top, nothing is under a bar at the top of the screen; with every
  // scroller at its end, nothing is under a bar at the bottom (the page reserves room for it).
  // A toast (a fixed live region: it leaves by itself) may pass over text, never over a control.
  // A toast is a fixed live region (role=status or alert on the fixed element itself).
  const isToast = (o: Element) => o.matches("[role=status], [role=alert]");
  const coverTargets: Element[] = [...targets.map((t) => t.el).filter((el) => !srOnly(el)), ...textElements];
  const interactive = new Set(targets.map((t) => t.el));
  const clipRect = (el: Element) => {
    let r = el.getBoundingClientRect();
    let box = new DOMRect(Math.max(r.left, 0), Math.max(r.top, 0), 0, 0);
    let right = Math.min(r.right, vw);
    let bottom = Math.min(r.bottom, vh);
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== "visible" || s.overflowY !== "visible") {
        r = a.getBoundingClientRect();
        box = new DOMRect(Math.max(box.left, r.left), Math.max(box.top, r.top), 0, 0);
        right = Math.min(right, r.right);
        bottom = Math.min(bottom, r.bottom);
      }
      if (s.position === "fixed") break;
    }
    return right - box.left > 2 && bottom - box.top > 2
      ? new DOMRect(box.left, box.top, right - box.left, bottom - box.top)
      : null;
  };
  const samplePoints = (el: Element): [number, number][] => {
    const rects = interactive.has(el)
      ? [el.getBoundingClientRect()]
      : textNodes.filter((n) => n.parentElement === el).flatMap((n) => textRects(n).slice(0, 4));
    const clip = clipRect(el);
    if (!clip) return [];
    const points: [number, number][] = [];
    for (const r of rects) {
      const l = Math.max(r.left, clip.left) + 2;
      const t = Math.max(r.top, clip.top) + 2;
      const rr = Math.min(r.right, clip.right) - 2;
      const b = Math.min(r.bottom, clip.bottom) - 2;
      if (rr <= l || b <= t) continue;
      const cx = (l + rr) / 2;
      const cy = (t + b) / 2;
      points.push([cx, cy], [l, t], [rr, t], [l, b], [rr, b]);
    }
    return points;
  };
  const coverers = (el: Element) => {
    const found = new Set<Element>();
    const own = overlayOf(el);
    for (const [x, y] of samplePoints(el)) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el)) continue;
      const over = overlayOf(hit);
      if (!over || over === own || over.contains(el) || over.matches(":popover-open")) continue;
      found.add(over);
    }
    return found;
  };
  // Hit-testing must see what the eye sees: toasts let taps through (pointer-events: none).
  // A constructed sheet, not a <style>: the production stack's CSP refuses inline styles.
  const see = new CSSStyleSheet();
  see.replaceSync("* { pointer-events: auto !important; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, see];
  const scrollers = [
    document.scrollingElement!,
    ...Array.from(scope.querySelectorAll("*")).filter((e) => {
      const s = getComputedStyle(e);
      return ["auto", "scroll"].includes(s.overflowY) && e.scrollHeight > e.clientHeight + 1;
    }),
  ];
  const saved = scrollers.map((s) => [s.scrollTop, (s as HTMLElement).style.scrollBehavior] as const);
  const reported = new Set<string>();
  const flag = (el: Element, over: Element, where: string) => {
    const key = `${describe(el)}|${describe(over)}`;
    if (reported.has(key)) return;
    reported.add(key);
    report("covered", el, `under ${isToast(over) ? "toast" : "bar"} ${describe(over)} ${where}`);
  };
  // The field being typed in, with its label, hint, error and counter (its wrapper, and what
  // aria-describedby names), stays clear of every bar and toast as the screen is (WCAG 2.4.11).
  const active = document.activeElement;
  const typing =
    active && scope.contains(active) && active.matches("input, textarea, select, [contenteditable=true]")
      ? active
      : null;
  const beside = typing
    ? [
        typing,
        ...textElements.filter((t) => typing.parentElement!.contains(t)),
        ...(typing.getAttribute("aria-describedby") ?? "")
          .split(/\s+/)
          .map((id) => document.getElementById(id))
          .filter((e): e is HTMLElement => !!e && shown(e)),
      ]
    : [];
  try {
    // As the screen is: toasts over controls, bars and toasts over the field being typed in.
    for (const el of coverTargets) {
      if (!interactive.has(el)) continue;
      for (const over of coverers(el)) if (isToast(over)) flag(el, over, "");
    }
    for (const el of beside) {
      if (!interactive.has(el) && !textElements.includes(el)) interactive.add(el);
      for (const over of coverers(el)) flag(el, over, "while typing in it");
      const r = el.getBoundingClientRect();
      if (el !== typing && (r.bottom > vh + 1 || r.top < -1)) {
        report("covered", el, "off the screen while typing in the field above it");
      }
    }
    for (const end of ["top", "bottom"] as const) {
      scrollers.forEach((s) => {
        (s as HTMLElement).style.scrollBehavior = "auto";
        s.scrollTop = end === "top" ? 0 : s.scrollHeight;
      });
      for (const el of coverTargets) {
        for (const over of coverers(el)) {
          if (isToast(over)) continue;
          const r = over.getBoundingClientRect();
          const atTop = r.top + r.height / 2 < vh / 2;
          if ((end === "top") === atTop) flag(el, over, `(scrolled to the ${end})`);
        }
      }
    }
  } finally {
    scrollers.forEach((s, i) => {
      s.scrollTop = saved[i][0];
      (s as HTMLElement).style.scrollBehavior = saved[i][1];
    });
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== see);
  }
  if (topModal) {
    for (const toast of Array.from(document.querySelectorAll("[role=status], [role=alert]"))) {
      if (
        !topModal.contains(toast) &&
        clean(toast.textContent) &&
        shown(toast) &&
        getComputedStyle(toast).position === "fixed"
      ) {
        report("covered", toast, "toast hidden under the open dialog's backdrop");
      }
    }
  }

  // ---- 6. First focus of a dialog -------------------------------------------------------------
  if (topModal && active && topModal.contains(active) && active.matches("button")) {
    const name = clean(active.getAttribute("aria-label") || active.textContent);
    if (name === "닫기") {
      const ring = active.matches(":focus-visible") ? " and draws its ring there" : "";
      report("focus", active, `the dialog puts its first focus on the close button${ring}`);
    }
  }

  return problems;
}

/** The problems as lines: "rule  element: detail". */
export const formatProblems = (list: LayoutProblem[]) =>
  list.map((p) => `${p.rule} ${p.element}: ${p.detail}`);
