import type { QueryClient } from "@tanstack/react-query";
import { dropEarlyRequests } from "@/lib/early-request";
import { onMemberChange } from "@/lib/session";
import { forgetApplicationDrafts } from "@/features/clubs/lib/application-drafts";

/**
 * What the app keeps of a member, forgotten whenever the signed-in member changes: logout, a 401
 * anywhere, 회원탈퇴, a sign-in, or any of these in another tab (src/lib/session.ts
 * onMemberChange; the SDK drops the member's realtime there too). The next person on the phone,
 * or the visitor view, then sees only what the server gives them. Kept: the drafts the spec keeps
 * until they are used (club creation, review), and device settings (filters, the push question).
 */
export function forgetMembersData(queryClient: QueryClient) {
  return onMemberChange(({ from }) => {
    dropEarlyRequests();
    // Off screen: gone. On screen: back to no data, and fetched again for whoever is signed in
    // now once the SDK has followed the session (a microtask: it listens after us). Both cancel
    // what was in flight for the previous session, so nothing of it lands in the cache later.
    queryClient.removeQueries({ type: "inactive" });
    queueMicrotask(() => void queryClient.resetQueries().catch(() => undefined));
    if (!from) return; // a visitor signing in leaves nothing private behind
    // The member's chat drafts and unsent messages (another member must not send them as theirs)
    // and half-typed application answers.
    void import("@/features/chat/stores/outbox").then((m) => m.forgetOutbox()).catch(() => undefined);
    forgetApplicationDrafts();
  });
}
