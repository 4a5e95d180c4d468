import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { Segment } from "./windowed-pages-measure";

type Measure = typeof import("./windowed-pages-measure");
let measureModule: Promise<Measure> | undefined;
const loadMeasure = () => (measureModule ??= import("./windowed-pages-measure"));

interface WindowedPagesProps<T extends { id: string }> {
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

/**
 * A list that keeps only the pages near the viewport in the DOM: after scrolling 20 pages, a
 * phone holds ~3 pages of cards instead of 200. Pages out of reach collapse into one empty,
 * hidden `<li>` of their measured height, so the scroll position, the scrollbar and Back's
 * scroll restoration stay exactly as if everything were there. A page holding the focus is kept.
 */
export function WindowedPages<T extends { id: string }>({
  pages: loaded,
  renderItem,
  className,
  "aria-label": label,
  restore,
  memoryKey,
}: WindowedPagesProps<T>) {
  const pages = withoutRepeats(loaded);
  const listRef = useRef<HTMLUListElement>(null);
  const heights = useRef<number[]>([]);
  // Collapsed page -> its height when it was last laid out; the list's row gap.
  const [collapsed, setCollapsed] = useState<ReadonlyMap<number, number>>(
    () => (restore ? remembered.get(memoryKey)?.collapsed : undefined) ?? new Map(),
  );
  const [gap, setGap] = useState(() => (restore ? remembered.get(memoryKey)?.gap : undefined) ?? 0);
  useEffect(() => {
    remembered.set(memoryKey, { collapsed, gap });
  }, [memoryKey, collapsed, gap]);

  // Segments in render order: a page's items, or a run of collapsed pages as one spacer.
  const segments: Segment[] = [];
  pages.forEach((_, p) => {
    const last = segments.at(-1);
    if (collapsed.has(p) && last?.spacer) last.pages.push(p);
    else segments.push({ pages: [p], spacer: collapsed.has(p) });
  });

  // The measuring code loads with the second page: a single page is always in reach.
  const measure = useRef<Measure | null>(null);
  const updateRef = useRef(() => {});
  useLayoutEffect(() => {
    updateRef.current = () => {
      const list = listRef.current;
      if (!list || !measure.current) return;
      const next = measure.current.measureWindow(
        list,
        segments,
        pages.map((items) => items.length),
        heights.current,
      );
      setGap(next.gap);
      setCollapsed((prev) =>
        prev.size === next.collapsed.size && [...next.collapsed.keys()].every((p) => prev.has(p))
          ? prev
          : next.collapsed,
      );
    };
  });

  const windowed = pages.length > 1 || collapsed.size > 0;
  useEffect(() => {
    if (!windowed) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadMeasure()
      .then((module) => {
        if (cancelled) return;
        measure.current = module;
        stop = module.watchScroll(() => updateRef.current());
      })
      .catch(() => undefined); // offline without the file: the list simply stays whole
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [windowed]);

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
          const height =
            segment.pages.reduce((sum, p) => sum + (collapsed.get(p) ?? 0), 0) +
            gap * (segment.pages.length - 1);
          for (const p of segment.pages) index += pages[p].length;
          return (
            <li
              key={`spacer-${segment.pages[0]}`}
              aria-hidden="true"
              style={{ height, gridColumn: "1 / -1" }}
            />
          );
        }
        const p = segment.pages[0];
        return pages[p].map((item) => renderItem(item, index++));
      })}
    </ul>
  );
}

/**
 * Each record once, where it first appeared: records written while a member scrolls push the
 * later pages of a newest-first list down, so a page can repeat the end of the one before.
 */
function withoutRepeats<T extends { id: string }>(pages: T[][]): T[][] {
  const seen = new Set<string>();
  return pages.map((items) =>
    items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
}
