import PocketBase, { BaseAuthStore } from "pocketbase";
import { env } from "@/config/env";
import type { TypedPocketBase } from "@/types/pocketbase-types";
import { serializeSubscriptionSubmits } from "./realtime-order";

// The single PocketBase client. The auth is persisted by the session store (src/lib/session.ts),
// so the SDK keeps its auth in memory only.
class MemoryAuthStore extends BaseAuthStore {}
export const pb = new PocketBase(env.pbUrl, new MemoryAuthStore()) as TypedPocketBase;

// Two list queries on one collection (page 1 and 2, two filters) would otherwise cancel each
// other; TanStack Query passes its own abort signal instead.
pb.autoCancellation(false);

/** Resolves when the server holds every realtime topic subscribed so far (see realtime-order.ts). */
export const subscriptionsSettled = serializeSubscriptionSubmits(pb.realtime);

/** URL of a stored file, optionally a thumbnail size listed in the schema. */
export function fileUrl(
  record: { collectionId: string; id: string },
  filename: string | undefined,
  thumb?: string,
): string | undefined {
  if (!filename) return undefined;
  const base = `${env.pbUrl}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(filename)}`;
  return thumb ? `${base}?thumb=${thumb}` : base;
}
