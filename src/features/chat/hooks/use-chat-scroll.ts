import { useCallback, useLayoutEffect, useRef, useState } from "react";

const NEAR_BOTTOM = 80;
const NEAR_TOP = 300;

interface Options {
  firstKey?: string;
  lastKey?: string;
  /** The newest entry is the reader's own: always show it. */
  lastIsMine: boolean;
  onNearTop: () => void;
}

/**
 * Scroll behaviour of a chat log: starts at the bottom, sticks to it while the reader is there,
 * keeps the view still when older messages are prepended, and counts what arrives below otherwise.
 */
export function useChatScroll({ firstKey, lastKey, lastIsMine, onNearTop }: Options) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const fromBottom = useRef(0); // distance to the bottom, kept while content is prepended
  const prev = useRef<{ first?: string; last?: string }>({});
  const [unseen, setUnseen] = useState(0);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    fromBottom.current = el.scrollHeight - el.scrollTop;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
    if (atBottom.current) setUnseen(0);
    if (el.scrollTop < NEAR_TOP) onNearTop();
  }, [onNearTop]);

  const scrollToBottom = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    fromBottom.current = el.clientHeight;
    setUnseen(0);
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    const p = prev.current;
    prev.current = { first: firstKey, last: lastKey };
    if (!el || !lastKey) return;
    if (!p.last || atBottom.current || (lastIsMine && lastKey !== p.last)) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    } else if (firstKey !== p.first) {
      el.scrollTop = el.scrollHeight - fromBottom.current; // older messages above: stay put
    }
    if (lastKey !== p.last && p.last && !atBottom.current) setUnseen((n) => n + 1);
    fromBottom.current = el.scrollHeight - el.scrollTop;
    // Too few messages to scroll: load older ones right away.
    if (el.scrollHeight <= el.clientHeight) onNearTop();
  }, [firstKey, lastKey, lastIsMine, onNearTop]);

  return { ref, onScroll, unseen, scrollToBottom };
}
