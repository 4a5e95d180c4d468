import { Link } from "@/components/ui/link";
import type { Club } from "../api/types";
import { imageSrc } from "@/lib/image-url";
import { clubView } from "../lib/club-view";
import styles from "./clubs.module.css";
import formStyles from "./club-forms.module.css";

/**
 * Compact club row for /myClubList (spec 2: club summary card); `note`: a badge (대기 2번째). Every
 * row has the same three lines: title, badges, then date and headcount together on one line (they
 * never wrap apart).
 */
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
        src={imageSrc(club, club.img, "club", 100)}
        alt=""
        width={100}
        height={60}
        loading="lazy"
        decoding="async"
      />
      <div className={formStyles.summaryBody}>
        <h3 className={`${styles.title} ${formStyles.summaryTitle}`}>{view.title}</h3>
        {view.genre != null || view.ended || note ? (
          <div className={formStyles.summaryLine}>
            {view.genre != null ? <span className={styles.badge}>{view.genre}</span> : null}
            {view.ended ? <span className={styles.badgeMuted}>종료</span> : null}
            {note ? <span className={styles.badgeMuted}>{note}</span> : null}
          </div>
        ) : null}
        <div className={formStyles.summaryLine}>
          <span>{view.date}</span>
          <span aria-label={view.countLabel}>{view.count}</span>
        </div>
      </div>
    </Link>
  );
}
