import type { BookReviewResponse } from "@/types/pocketbase-types";
import type { PublicUser } from "@/types/public-user";

export type Review = BookReviewResponse<{ writer?: PublicUser }>;

/** Text fields of the editor form (the cover file lives beside it: a File cannot be persisted). */
export interface ReviewFields {
  bookTitle: string;
  title: string;
  detail: string;
}
