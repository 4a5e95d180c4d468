import type { QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "@/lib/session";

/**
 * What the app keeps of a member, forgotten whenever the signed-in member changes: logout, a 401
 * anywhere, 회원탈퇴, a sign-in, or any of these in another tab (wired in ./query-client.ts; the
 * SDK client closes the member's realtime itself, src/lib/pocketbase.ts). The next person on the
 * phone, or the visitor view, then sees only what the server gives them. Kept: the drafts the spec
 * keeps until used (club creation, review), a review's unsaved edit (offered to its writer only),
 * and the device's settings (filters, the push question).
 */
export function forgetMembersData(queryClient: QueryClient, was: SessionUser | null) {
  // Off screen: gone. On screen: back to no data, and fetched again for whoever is signed in now
  // (the SDK followed the session before this module ran). Both cancel what was in flight for the
  // previous session, so nothing of it lands in the cache later.
  queryClient.removeQueries({ type: "inactive" });
  void queryClient.resetQueries().catch(() => undefined);
  if (!was) return; // a visitor signing in leaves nothing private behind
  // The member's chat drafts and unsent messages (another member must not send them as theirs),
  // and half-typed application answers. Loaded here, not with this module: their file names
  // would join every first screen's JS (the preload list of ./mutation-effects).
  void import("@/features/chat/stores/outbox").then((m) => m.forgetOutbox());
  void import("@/features/clubs/lib/application-drafts").then((m) => m.forgetApplicationDrafts());
}
