// The measuring half of WindowedPages, loaded with a list's second page (one page is always in
// reach, so a first screen does not need it).

export interface Segment {
  pages: number[];
  spacer: boolean;
}

// Pages further than this many screen heights from the viewport are replaced by a spacer.
const MARGIN_SCREENS = 1.5;

/**
 * Which pages are out of reach now (page -> height) and the list's row gap. `counts[p]` is page
 * p's item count; `heights` keeps each page's last laid-out height (spacers have none of their own).
 */
export function measureWindow(list: HTMLElement, segments: Segment[], counts: number[], heights: number[]) {
  const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
  const children = Array.from(list.children);
  const margin = window.innerHeight * MARGIN_SCREENS;
  const low = -margin;
  const high = window.innerHeight + margin;
  const collapsed = new Map<number, number>();
  const active = document.activeElement;
  let child = 0;
  for (const segment of segments) {
    if (segment.spacer) {
      // Positions of the pages inside a spacer follow from their stored heights.
      let top = children[child++]?.getBoundingClientRect().top ?? 0;
      for (const p of segment.pages) {
        const h = heights[p] ?? 0;
        if (top + h < low || top > high) collapsed.set(p, h);
        top += h + gap;
      }
      continue;
    }
    const p = segment.pages[0];
    const items = children.slice(child, child + counts[p]);
    child += counts[p];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) continue;
    const top = first.getBoundingClientRect().top;
    const bottom = last.getBoundingClientRect().bottom;
    heights[p] = bottom - top;
    // A page holding the focus is kept.
    const focused = !!active && items.some((c) => c.contains(active));
    if ((bottom < low || top > high) && !focused) collapsed.set(p, bottom - top);
  }
  return { collapsed, gap };
}

/** Calls `onFrame` once per animation frame while the page scrolls or resizes, and once now. */
export function watchScroll(onFrame: () => void) {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onFrame();
    });
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  schedule();
  return () => {
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    cancelAnimationFrame(frame);
  };
}
