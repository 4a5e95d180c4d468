import { useEffect, useRef } from "react";
import { Spinner } from "./spinner";
import styles from "./load-more.module.css";

interface LoadMoreProps {
  /** Called when the sentinel scrolls into view and `enabled` is true. */
  onLoadMore: () => void;
  enabled: boolean;
  loading?: boolean;
  /** Start loading this far before the end is visible. */
  rootMargin?: string;
}

/** Infinite-scroll sentinel (IntersectionObserver) placed after the last list item. */
export function LoadMore({ onLoadMore, enabled, loading, rootMargin = "200px" }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onLoadMore);
  useEffect(() => {
    callback.current = onLoadMore;
  });

  useEffect(() => {
    const el = ref.current;
    // A fresh observer after each load reports at once if the sentinel is still in view.
    if (!el || !enabled || loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && callback.current(),
      {
        rootMargin,
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, loading, rootMargin]);

  return (
    <div ref={ref} className={loading ? `${styles.sentinel} ${styles.loading}` : styles.sentinel}>
      {loading ? <Spinner size={24} label="더 불러오는 중" /> : null}
    </div>
  );
}
