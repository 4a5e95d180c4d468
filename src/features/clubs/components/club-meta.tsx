import type { ClubView } from "../lib/club-view";
import styles from "./clubs.module.css";

/** Genre badge, 종료된 모임, place or 온라인, ko date and confirmed/limitPerson (the card's meta line). */
export function ClubMeta({ view }: { view: ClubView }) {
  return (
    <div className={styles.meta}>
      {view.genre != null ? (
        <span className={styles.badge} data-field="genre">
          {view.genre}
        </span>
      ) : null}
      {view.ended ? <span className={styles.badgeMuted}>종료된 모임</span> : null}
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
