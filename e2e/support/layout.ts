import type { Locator, Page } from "@playwright/test";

/**
 * Places where a line of `el`'s text breaks inside a word (neither side of the break is a space):
 * with word-break: keep-all Korean words ("먹먹하네요") stay whole. Each hit is "before/after".
 */
export async function midWordBreaks(el: Locator): Promise<string[]> {
  return el.evaluate((node) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode() as Text | null; t; t = walker.nextNode() as Text | null) {
      const text = t.data;
      let prevTop: number | null = null;
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(t, i);
        range.setEnd(t, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (prevTop !== null && rect.top > prevTop + 2 && !/\s/.test(text[i]) && !/\s/.test(text[i - 1])) {
          out.push(`${text.slice(Math.max(0, i - 4), i)}/${text.slice(i, i + 4)}`);
        }
        prevTop = rect.top;
      }
    }
    return out;
  });
}

/** Text elements (and toolbars) whose content is wider or taller than their box (and not clipped on purpose). */
export async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      out.push(`page is ${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window`);
    }
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const hasText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
      );
      // Text, and toolbars (the editor's buttons must fit one row).
      if (
        (!hasText && el.getAttribute("role") !== "toolbar") ||
        el.closest(".visually-hidden, [aria-hidden='true'], .ql-editor, svg")
      )
        continue;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const clipped =
        ["hidden", "clip", "auto", "scroll"].includes(style.overflowX) || style.webkitLineClamp !== "none";
      if (clipped) continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        out.push(
          `${el.tagName.toLowerCase()}.${el.className}: "${el.textContent!.trim().slice(0, 30)}" ${el.scrollWidth}>${el.clientWidth}`,
        );
      }
    }
    return out;
  });
}
