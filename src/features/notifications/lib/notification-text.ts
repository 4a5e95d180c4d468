import { paths } from "@/config/paths";
import type { InboxItem } from "../api/types";

// A notification's sentence is made by the server, once, for the inbox and for a push alike
// (pb_hooks/notifications/text.js; the item's `text`). Where a tap goes is the app's link, held to
// the push's by tests/notification-text.test.ts.

/** Where tapping the notification goes (null: the club no longer exists, or I may not see it). */
export function notificationTarget(item: Pick<InboxItem, "kind" | "targetId">): string | null {
  if (!item.targetId) return null;
  if (item.kind === "review_comment" || item.kind === "comment_reply")
    return paths.reviewComments(item.targetId);
  return paths.clubDetail(item.targetId);
}
