import { Link } from "react-router";
import { paths } from "@/config/paths";
import { fileUrl } from "@/lib/file-url";
import { CLUB_PHOTO_THUMB, isEnded, type Club } from "../api/types";
import { ClubMeta } from "./club-meta";
import { LikeButton } from "./like-button";
import styles from "./clubs.module.css";

/** Club card (spec 2): 5:3 thumbnail, title clipped at 2 lines, meta, like heart outside the link. */
/** `eager`: near the top (no lazy loading); `priority`: the first card, the screen's largest paint. */
export function ClubCard({ club, eager, priority }: { club: Club; eager?: boolean; priority?: boolean }) {
  return (
    <article className={styles.card}>
      <Link
        to={paths.clubDetail(club.id)}
        className={styles.cardLink}
        aria-label={`${club.title} 모임 자세히 보기`}
      >
        <img
          className={`${styles.photo} ${isEnded(club) ? styles.ended : ""}`}
          src={fileUrl(club, club.img, CLUB_PHOTO_THUMB)}
          alt=""
          width={600}
          height={360}
          loading={eager || priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
        />
        <div className={styles.cardBody}>
          <h2 className={styles.title}>{club.title}</h2>
          <ClubMeta club={club} />
        </div>
      </Link>
      <LikeButton club={club} />
    </article>
  );
}
