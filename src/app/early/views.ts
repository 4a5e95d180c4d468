import { clubView, type ClubShown } from "@/features/clubs/lib/club-view";
import { clubDetailView } from "@/features/clubs/lib/club-detail-view";
import { reviewRowView } from "@/features/reviews/lib/review-row-view";

/** The views the early painter fills screens from, by name: a record's display values. */
export const EARLY_VIEWS = { club: clubView, clubDetail: clubDetailView, reviewRow: reviewRowView };

export type EarlyViewName = keyof typeof EARLY_VIEWS;

/**
 * Whole screens that paint from the record PocketBase writes into a record page's HTML (what anyone
 * may see of it: pb_hooks/link-preview/routes.js) before the viewer's own answer arrives, by the
 * field naming whose it is: a member who blocked them waits for their own answer instead (the
 * server leaves the record out for them).
 */
export const PAGE_RECORD_OWNER: Partial<Record<EarlyViewName, string>> = {
  clubDetail: "createUser" satisfies keyof ClubShown,
};
