import type { Club } from "../api/types";
import { ClubCard } from "./club-card";
import { ClubDetailTopBar } from "./club-detail-top-bar";
import { ClubDetailView } from "./club-detail-view";
import styles from "./clubs.module.css";

// Build-time only (src/app/prerender.tsx): the markup the early painter (src/app/early/paint.ts)
// fills with the first clubs before the app's JS has run, rendered from the real components with
// a sample club. Every value the components show is a field of clubView, so the sample's own values
// never reach the screen; it only has to hold every optional part (a genre, a host).

const sample = (dateTime: string): Club =>
  ({
    id: "sample000000001",
    collectionId: "socialing000001",
    collectionName: "socialing",
    created: dateTime,
    updated: dateTime,
    isOffline: true,
    location: "sample",
    genre: "genre0000000001",
    img: "sample.webp",
    alt: "",
    title: "sample",
    detail: "sample",
    dateTime,
    limitPerson: 2,
    query: "",
    createUser: "host00000000001",
    confirmUser: [],
    applicant: [],
    like: [],
    chattingRoom: "",
    answer: [],
    expand: {
      genre: { id: "genre0000000001", collectionId: "", collectionName: "genres", title: "sample" },
      createUser: {
        id: "host00000000001",
        collectionId: "users0000000001",
        nickname: "sample",
        img: "a.webp",
      },
    },
  }) as unknown as Club;

/** One sample per variant of the markup: an upcoming and an ended club. */
export const EARLY_CLUB_SAMPLES = [sample("2099-01-01 12:00:00.000Z"), sample("2000-01-01 12:00:00.000Z")];

/** The list with its first two cards (the first is the page's largest paint), as ClubList renders them. */
export function EarlyClubCards({ club }: { club: Club }) {
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

/** A member's club detail without its footer (the member's own state comes with the app). */
export function EarlyClubDetail({ club }: { club: Club }) {
  return (
    <>
      <ClubDetailTopBar club={club} />
      <ClubDetailView club={club} />
    </>
  );
}
