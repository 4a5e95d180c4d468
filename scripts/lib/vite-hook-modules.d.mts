import type { Plugin } from "vite";
export const HOOKS_DIR: string;
export function hookModules(): Plugin;
