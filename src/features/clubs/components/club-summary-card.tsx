import { Link } from "react-router";
import { paths } from "@/config/paths";
import { fileUrl } from "@/lib/file-url";
import { formatDateTime } from "@/lib/format-date";
import { isEnded, type Club } from "../api/types";
import styles from "./clubs.module.css";
import formStyles from "./club-forms.module.css";

/** Compact club row for /myClubList (spec 2: club summary card). */
export function ClubSummaryCard({ club }: { club: Club }) {
  return (
    <Link
      to={paths.clubDetail(club.id)}
      className={formStyles.summary}
      aria-label={`${club.title} 모임 자세히 보기`}
    >
      <img
        className={`${formStyles.summaryPhoto} ${isEnded(club) ? styles.ended : ""}`}
        src={fileUrl(club, club.img, "600x360")}
        alt=""
        width={100}
        height={60}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.cardBody} style={{ paddingTop: 0, minWidth: 0 }}>
        <h3 className={styles.title} style={{ fontSize: "var(--text-sm)" }}>
          {club.title}
        </h3>
        <div className={styles.meta} style={{ fontSize: "var(--text-xs)" }}>
          {club.expand?.genre ? <span className={styles.badge}>{club.expand.genre.title}</span> : null}
          {isEnded(club) ? <span className={styles.badgeMuted}>종료</span> : null}
          <span>{formatDateTime(club.dateTime)}</span>
          <span>
            {club.confirmUser.length}/{club.limitPerson}명
          </span>
        </div>
      </div>
    </Link>
  );
}
