import { useNavigationType } from "react-router";

/**
 * True when this screen was reached with Back/Forward (or a reload): lists then show the pages
 * they kept, at the restored scroll position, without asking the server again. A fresh visit
 * (a link, the bottom bar) still refreshes stale data.
 */
export const useHistoryRestore = () => useNavigationType() === "POP";
