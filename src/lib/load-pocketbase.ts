import type { TypedPocketBase } from "@/types/pocketbase-types";

// The SDK (~10 KB gzip) is not part of any first screen's JS: code those screens import asks for
// the client here, on first use. Lists and a member's club detail render from the responses
// their HTML started (src/lib/early-request.ts), so the SDK never holds back a first paint; the
// entry starts loading it at once anyway (session check), so later calls rarely wait for it.
// Modules only lazy screens import may keep `import { pb } from "@/lib/pocketbase"`.

/** The app's single PocketBase client (src/lib/pocketbase.ts), once its module has loaded. */
export const loadPb = (): Promise<TypedPocketBase> => import("./pocketbase").then((m) => m.pb);
