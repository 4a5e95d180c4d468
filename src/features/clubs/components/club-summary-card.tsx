import { Link } from "@/components/ui/link";
import type { Club } from "../api/types";
import { clubView } from "../lib/club-view";
import styles from "./clubs.module.css";
import formStyles from "./club-forms.module.css";

/** Compact club row for /myClubList (spec 2: club summary card); `note`: a badge (대기 2번째). */
export function ClubSummaryCard({ club, note }: { club: Club; note?: string }) {
  const view = clubView(club);
  return (
    <Link
      to={view.href}
      className={formStyles.summary}
      aria-label={note ? `${view.linkLabel}, ${note}` : view.linkLabel}
    >
      <img
        className={`${formStyles.summaryPhoto} ${view.ended ? styles.ended : ""}`}
        src={view.photo}
        alt=""
        width={100}
        height={60}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardBody} style={{ paddingTop: 0, minWidth: 0 }}>
        <h3 className={styles.title} style={{ fontSize: "var(--text-sm)" }}>
          {view.title}
        </h3>
        <div className={styles.meta} style={{ fontSize: "var(--text-xs)" }}>
          {view.genre != null ? <span className={styles.badge}>{view.genre}</span> : null}
          {view.ended ? <span className={styles.badgeMuted}>종료</span> : null}
          {note ? <span className={styles.badgeMuted}>{note}</span> : null}
          <span>{view.date}</span>
          <span>{view.count}</span>
        </div>
      </div>
    </Link>
  );
}
