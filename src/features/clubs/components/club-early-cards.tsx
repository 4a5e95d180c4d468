import { formatDateTime } from "@/lib/format-date";
import type { Club } from "../api/types";
import { ClubCard } from "./club-card";
import styles from "./clubs.module.css";

// Build-time only (src/app/prerender.tsx): the first two cards of the list with placeholder
// values. The prerendered page's early script (scripts/lib/vite-prerender.mjs) fills copies of
// this markup with the first page's clubs, so they paint before the app's JS has run.

/** Placeholders the early script replaces (the numbers are a count and a limit no club has). */
export const EARLY_CARD_TOKENS = {
  id: "zzzzzzzzzzzzzzz",
  title: "~~title~~",
  genre: "~~genre~~",
  place: "~~place~~",
  confirmed: "987653",
  limit: "987654",
};
export const UPCOMING = "2099-01-01 12:00:00.000Z";
export const ENDED = "2000-01-01 12:00:00.000Z";

/** A club made of the placeholders (also the club detail's, club-early-detail.tsx). */
export function placeholderClub(dateTime: string): Club {
  const t = EARLY_CARD_TOKENS;
  return {
    id: t.id,
    collectionId: "socialing000001",
    collectionName: "socialing",
    created: UPCOMING,
    updated: UPCOMING,
    isOffline: true,
    location: t.place,
    genre: "genre0000000001",
    img: "early.webp",
    alt: "",
    title: t.title,
    detail: "",
    dateTime,
    limitPerson: Number(t.limit),
    query: "",
    createUser: "",
    confirmUser: Array.from({ length: Number(t.confirmed) }, () => ""),
    applicant: [],
    like: [],
    chattingRoom: "",
    answer: [],
    expand: {
      genre: {
        id: "genre0000000001",
        collectionId: "",
        collectionName: "genres",
        created: "",
        updated: "",
        title: t.genre,
      },
    },
  } as unknown as Club;
}

/** The list with its first two cards (priority photo, then eager), upcoming or ended. */
export function EarlyClubCards({ ended }: { ended: boolean }) {
  const club = placeholderClub(ended ? ENDED : UPCOMING);
  return (
    <ul className={styles.list} aria-label="모임 목록">
      <li>
        <ClubCard club={club} eager priority />
      </li>
      <li>
        <ClubCard club={club} eager />
      </li>
    </ul>
  );
}

/** The placeholders' date as the card shows it (the early script finds and replaces this text). */
export const earlyDateTexts = () => ({ upcoming: formatDateTime(UPCOMING), ended: formatDateTime(ENDED) });
