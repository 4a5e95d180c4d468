import { useContext, useEffect, useLayoutEffect, useRef } from "react";
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
  useNavigation,
} from "react-router";

// react-router's <ScrollRestoration> for a data router, less its framework-mode server script,
// which made it ~0.9 KB gzip of every first screen's entry file (issue 33): the same router
// state (restoreScrollPosition, preventScrollReset) and the same saved positions. The lint
// forbids importing react-router's own (eslint.config.js).
const STORAGE_KEY = "react-router-scroll-positions";
let positions: Record<string, number> = {};

/** Back/Forward return to where the page was; a new page starts at the top unless its link keeps it. */
export function ScrollRestoration() {
  const router = useContext(DataRouterContext)?.router;
  const state = useContext(DataRouterStateContext);
  const location = useLocation();
  const navigation = useNavigation();
  const restore = state?.restoreScrollPosition;
  const keep = state?.preventScrollReset;

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    return () => {
      window.history.scrollRestoration = "auto";
    };
  }, []);

  // Leaving the page (a reload, another site): this entry's position survives in the tab.
  useEffect(() => {
    const save = () => {
      if (navigation.state === "idle") positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: Back still works within this page load.
      }
      window.history.scrollRestoration = "auto";
    };
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, [navigation.state, location]);

  useLayoutEffect(() => {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") ?? {};
    } catch {
      positions = {};
    }
    return router?.enableScrollRestoration(positions, () => window.scrollY);
  }, [router]);

  // The first screen is where the browser (or a reader scrolling the prerendered page before the
  // app ran) left it: only a later navigation starts a page at the top.
  const firstKey = useRef(location.key);
  useLayoutEffect(() => {
    if (restore === false) return;
    if (typeof restore === "number") return void window.scrollTo(0, restore);
    try {
      const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) return void target.scrollIntoView();
    } catch {
      // Not a decodable element id: start at the top.
    }
    if (keep !== true && location.key !== firstKey.current) window.scrollTo(0, 0);
  }, [location, restore, keep]);

  return null;
}
