import type { ClubView } from "../lib/club-view";
import styles from "./clubs.module.css";

/** The genre badge and 종료된 모임 (the card's meta line and the detail). */
export function ClubBadges({ view }: { view: ClubView }) {
  return (
    <>
      {view.genre != null ? (
        <span className={styles.badge} data-field="genre">
          {view.genre}
        </span>
      ) : null}
      {view.ended ? <span className={styles.badgeMuted}>종료된 모임</span> : null}
    </>
  );
}

/** The badges, place or 온라인, ko date and confirmed/limitPerson (the card's meta line). */
export function ClubMeta({ view }: { view: ClubView }) {
  return (
    <div className={styles.meta}>
      <ClubBadges view={view} />
      {/* One line: a long place shrinks with an ellipsis; the date and count never wrap. */}
      <span className={styles.metaLine}>
        <span className={styles.place} data-field="place">
          {view.place}
        </span>
        <span className={styles.nowrap} data-field="date">
          {view.date}
        </span>
        <span
          className={styles.nowrap}
          aria-label={view.countLabel}
          data-field-aria-label="countLabel"
          data-field="count"
        >
          {view.count}
        </span>
      </span>
    </div>
  );
}
