import { paths } from "@/config/paths";
import { notificationText as sentence } from "@hooks/notifications/text.js";
import type { InboxItem } from "../api/types";

// A notification's sentence is written from the templates the server's Web Push uses too
// (pb_hooks/notifications/text.js): the inbox sends its inputs, not the sentence. Where a tap goes
// is the app's link, held to the push's by tests/notification-text.test.ts.

/** The sentence shown for a notification (the push's, word for word). */
export const notificationText: (item: InboxItem) => string = sentence;

/** Where tapping the notification goes (null: the club no longer exists, or I may not see it). */
export function notificationTarget(item: Pick<InboxItem, "kind" | "targetId">): string | null {
  if (!item.targetId) return null;
  if (item.kind === "review_comment" || item.kind === "comment_reply")
    return paths.reviewComments(item.targetId);
  return paths.clubDetail(item.targetId);
}
