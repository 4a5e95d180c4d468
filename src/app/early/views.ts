import { clubPhoto, clubView } from "@/features/clubs/lib/club-view";
import { clubDetailView } from "@/features/clubs/lib/club-detail-view";
import { reviewRowView } from "@/features/reviews/lib/review-row-view";

/** The views the early painter fills screens from, by name: a record's display values. */
export const EARLY_VIEWS = { club: clubView, clubDetail: clubDetailView, reviewRow: reviewRowView };

export type EarlyViewName = keyof typeof EARLY_VIEWS;

/** What PocketBase names of a record page's record in its HTML (pb_hooks/link-preview/lib.js). */
export type PageRecord = { collectionId: string; id: string; img: string };

/** A whole-screen view's `preload` field from the page's record alone, before the record arrives. */
export const EARLY_PHOTOS: Partial<Record<EarlyViewName, (record: PageRecord) => string | undefined>> = {
  clubDetail: clubPhoto,
};
