// What GET /api/chaekdongne/notifications returns (built from public fields only on the server).
export type NotificationKind =
  | "club_applied"
  | "club_withdrew"
  | "club_left"
  | "club_full"
  | "club_approved"
  | "club_approval_cancelled"
  | "club_expired"
  | "club_deleted"
  | "review_comment"
  | "comment_reply";

export interface InboxItem {
  id: string;
  kind: NotificationKind;
  /** Latest actors' nicknames first (at most 3). */
  actors: string[];
  actorCount: number;
  targetId: string;
  targetTitle: string;
  read: boolean;
  at: string;
}

export interface InboxPage {
  items: InboxItem[];
  hasMore: boolean;
}
