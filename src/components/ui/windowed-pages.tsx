import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";

interface WindowedPagesProps<T> {
  /** Loaded pages, in order (an infinite query's `data.pages[].items`). */
  pages: T[][];
  /** One `<li key=...>` per item. */
  renderItem: (item: T, index: number) => ReactNode;
  className?: string;
  "aria-label": string;
  /** Names this list (e.g. its query key) for `restore`. */
  memoryKey: string;
  /**
   * Back/Forward to this list: start from the window it had when left, so the restored screen
   * renders ~3 pages instead of all of them before the scroll position comes back.
   */
  restore?: boolean;
}

// The last window of each list, for Back: page -> height, and the row gap.
const remembered = new Map<string, { collapsed: ReadonlyMap<number, number>; gap: number }>();

// Pages further than this many screen heights from the viewport are replaced by a spacer.
const MARGIN_SCREENS = 1.5;

/**
 * A list that keeps only the pages near the viewport in the DOM: after scrolling 20 pages, a
 * phone holds ~3 pages of cards instead of 200. Pages out of reach collapse into one empty,
 * hidden `<li>` of their measured height, so the scroll position, the scrollbar and Back's
 * scroll restoration stay exactly as if everything were there. A page holding the focus is kept.
 */
export function WindowedPages<T>({ pages, renderItem, className, "aria-label": label, restore, memoryKey }: WindowedPagesProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const heights = useRef<number[]>([]);
  // Collapsed page -> its height when it was last laid out; the list's row gap.
  const [collapsed, setCollapsed] = useState<ReadonlyMap<number, number>>(() => (restore ? remembered.get(memoryKey)?.collapsed : undefined) ?? new Map());
  const [gap, setGap] = useState(() => (restore ? remembered.get(memoryKey)?.gap : undefined) ?? 0);
  useEffect(() => {
    remembered.set(memoryKey, { collapsed, gap });
  }, [memoryKey, collapsed, gap]);

  // Segments in render order: a page's items, or a run of collapsed pages as one spacer.
  const segments: { pages: number[]; spacer: boolean }[] = [];
  pages.forEach((_, p) => {
    const last = segments.at(-1);
    if (collapsed.has(p) && last?.spacer) last.pages.push(p);
    else segments.push({ pages: [p], spacer: collapsed.has(p) });
  });

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const gap = parseFloat(getComputedStyle(list).rowGap) || 0;
    const children = Array.from(list.children);
    const margin = window.innerHeight * MARGIN_SCREENS;
    const low = -margin;
    const high = window.innerHeight + margin;
    const next = new Map<number, number>();
    let child = 0;
    for (const segment of segments) {
      if (segment.spacer) {
        // Positions of the pages inside a spacer follow from their stored heights.
        let top = children[child++]?.getBoundingClientRect().top ?? 0;
        for (const p of segment.pages) {
          const h = heights.current[p] ?? 0;
          if (top + h < low || top > high) next.set(p, h);
          top += h + gap;
        }
        continue;
      }
      const p = segment.pages[0];
      const count = pages[p].length;
      const first = children[child];
      const last = children[child + count - 1];
      child += count;
      if (!first || !last) continue;
      const top = first.getBoundingClientRect().top;
      const bottom = last.getBoundingClientRect().bottom;
      heights.current[p] = bottom - top;
      const focused = document.activeElement && list.contains(document.activeElement) && children.slice(child - count, child).some((c) => c.contains(document.activeElement));
      if ((bottom < low || top > high) && !focused) next.set(p, bottom - top);
    }
    setGap(gap);
    setCollapsed((prev) => (prev.size === next.size && [...next.keys()].every((p) => prev.has(p)) ? prev : next));
    // `segments` is derived from `collapsed` and `pages`, both dependencies below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collapsed, pages]);

  const updateRef = useRef(update);
  useLayoutEffect(() => {
    updateRef.current = update;
  });

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        updateRef.current();
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    onScroll();
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  // A new page arrived: check the window again once it is laid out.
  useEffect(() => {
    const frame = requestAnimationFrame(() => updateRef.current());
    return () => cancelAnimationFrame(frame);
  }, [pages.length]);

  let index = 0;
  return (
    <ul ref={listRef} className={className} aria-label={label}>
      {segments.map((segment) => {
        if (segment.spacer) {
          const height = segment.pages.reduce((sum, p) => sum + (collapsed.get(p) ?? 0), 0) + gap * (segment.pages.length - 1);
          for (const p of segment.pages) index += pages[p].length;
          return <li key={`spacer-${segment.pages[0]}`} aria-hidden="true" style={{ height, gridColumn: "1 / -1" }} />;
        }
        const p = segment.pages[0];
        return pages[p].map((item) => renderItem(item, index++));
      })}
    </ul>
  );
}
