// What GET /api/chaekdongne/notifications returns (built from public fields only on the server).
// The sentence shown is written from these fields by lib/notification-text.ts.
export type NotificationKind =
  | "club_applied"
  | "club_withdrew"
  | "club_left"
  | "club_full"
  | "club_approved"
  | "club_approval_cancelled"
  | "club_expired"
  | "club_deleted"
  | "club_waitlisted"
  | "club_waitlist_promoted"
  | "review_comment"
  | "comment_reply";

export interface InboxItem {
  id: string;
  kind: NotificationKind;
  /** The latest actor's nickname as it is now, alone ([] when none); "" for a member who left. */
  actors: string[];
  actorCount: number;
  /** "" when there is nothing to open: the club is gone, or I may not see it now. */
  targetId: string;
  /** The target's current title; "" when I may not see it now. */
  targetTitle: string;
  read: boolean;
  at: string;
}

export interface InboxPage {
  items: InboxItem[];
  hasMore: boolean;
}
