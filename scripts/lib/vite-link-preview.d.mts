import type { Plugin } from "vite";
export function loadHeadModule(): { injectHead: (html: string, preview: unknown) => string };
export function linkPreview(options: { pbUrl: string }): Plugin;
