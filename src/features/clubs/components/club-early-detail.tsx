import { TopBar } from "@/components/ui/top-bar";
import { formatDateTime } from "@/lib/format-date";
import type { Club } from "../api/types";
import { EARLY_CARD_TOKENS, ENDED, UPCOMING, placeholderClub } from "./club-early-cards";
import { ClubDetailView } from "./club-detail-view";
import styles from "./clubs.module.css";

// Build-time only (src/app/prerender.tsx): a member's club detail (top bar and body, no footer)
// with placeholder values, rendered for a signed-in member who is not the host. index.html's early
// script fills a copy with the club its request fetched, so the photo and text paint before the
// app's JS has run; the footer (the member's own state) comes with the app.

/** Placeholders the early script replaces (the card's, plus the host's name and the description). */
export const EARLY_DETAIL_TOKENS = { ...EARLY_CARD_TOKENS, host: "~~host~~", detail: "~~detail~~" };
/** The viewer the template is rendered for (the host's ⋯ menu shows for anyone else). */
export const EARLY_VIEWER_ID = "viewer000000001";
const HOST = {
  id: "host00000000001",
  collectionId: "users0000000001",
  nickname: EARLY_DETAIL_TOKENS.host,
  img: "early.webp",
};

function placeholder(dateTime: string): Club {
  const club = placeholderClub(dateTime);
  return {
    ...club,
    detail: EARLY_DETAIL_TOKENS.detail,
    createUser: HOST.id,
    expand: { ...club.expand, createUser: HOST },
  } as Club;
}

export function EarlyClubDetail({ ended }: { ended: boolean }) {
  return (
    <>
      <TopBar />
      <ClubDetailView club={placeholder(ended ? ENDED : UPCOMING)} />
    </>
  );
}

/** The placeholders' date as the detail shows it (the early script finds and replaces this text). */
export const earlyDetailDates = () => ({ upcoming: formatDateTime(UPCOMING), ended: formatDateTime(ENDED) });

/** What the early script removes when it does not apply to the viewer: a liked heart (it shows
 * filled once the app runs) and the host's ⋯ menu (not for the host, nor for a member who left). */
export const EARLY_DETAIL_SELECTORS = { like: `.${styles.like}`, hostMenu: `.${styles.hostRow} button` };
