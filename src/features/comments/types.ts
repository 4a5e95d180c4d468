import type { CommentsResponse } from "@/types/pocketbase-types";
import type { PublicUser } from "@/types/public-user";

export type Comment = CommentsResponse<{ author?: PublicUser }> & {
  /** Optimistic insert not yet confirmed by the server. */
  pending?: boolean;
};

/** Spec 3: reply target (id, nickname). The shown nickname shrinks on Backspace. */
export interface ReplyTarget {
  id: string;
  nickname: string;
}
