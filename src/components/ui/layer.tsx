import type { ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * Puts a dialog at the end of <body>, outside the screen that opens it. A native <dialog> in the
 * top layer still inherits its DOM parent's text styles and matches its selectors: the ⋯ menu
 * opened from a chat bubble took the bubble's 12px grey text and `.head button` sizes (issue 30).
 * Every dialog atom (Modal, BottomSheet, Menu) renders through it. Nothing on the server (the
 * build's prerender has no document, and a closed dialog shows nothing anyway).
 */
export function Layer({ children }: { children: ReactNode }) {
  return typeof document === "undefined" ? null : createPortal(children, document.body);
}
