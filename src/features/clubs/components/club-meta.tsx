import { formatDateTime } from "@/lib/format-date";
import { isEnded, type Club } from "../api/types";
import styles from "./clubs.module.css";

/** Genre badge, place or 온라인, ko date and confirmed/limitPerson, shared by card and detail. */
export function ClubMeta({ club }: { club: Club }) {
  const ended = isEnded(club);
  return (
    <div className={styles.meta}>
      {club.expand?.genre ? <span className={styles.badge}>{club.expand.genre.title}</span> : null}
      {ended ? <span className={styles.badgeMuted}>종료된 모임</span> : null}
      {/* One line: a long place shrinks with an ellipsis; the date and count never wrap. */}
      <span className={styles.metaLine}>
        <span className={styles.place}>{club.isOffline ? club.location : "온라인"}</span>
        <span className={styles.nowrap}>{formatDateTime(club.dateTime)}</span>
        <span
          className={styles.nowrap}
          aria-label={`정원 ${club.limitPerson}명 중 ${club.confirmUser.length}명 참여 확정`}
        >
          {club.confirmUser.length}/{club.limitPerson}명
        </span>
      </span>
    </div>
  );
}
