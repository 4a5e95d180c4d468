import { clubView } from "@/features/clubs/lib/club-view";
import { clubDetailView } from "@/features/clubs/lib/club-detail-view";
import { reviewRowView } from "@/features/reviews/lib/review-row-view";

/** The views the early painter fills screens from, by name: a record's display values. */
export const EARLY_VIEWS = { club: clubView, clubDetail: clubDetailView, reviewRow: reviewRowView };

export type EarlyViewName = keyof typeof EARLY_VIEWS;
