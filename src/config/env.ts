// Environment, read and checked once. VITE_PB_URL comes from the build environment (spec 9).
const pbUrl = (import.meta.env.VITE_PB_URL as string | undefined) ?? "http://127.0.0.1:8090";

if (!/^https?:\/\//.test(pbUrl)) {
  throw new Error(`VITE_PB_URL must be an http(s) URL, got "${pbUrl}"`);
}

export const env = {
  pbUrl: pbUrl.replace(/\/$/, ""),
  appName: "책동네",
} as const;
