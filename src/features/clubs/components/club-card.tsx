import { Link } from "@/components/ui/link";
import type { Club } from "../api/types";
import { clubView } from "../lib/club-view";
import { ClubMeta } from "./club-meta";
import { LikeButton } from "./like-button";
import styles from "./clubs.module.css";

/** Club card (spec 2): 5:3 thumbnail, title clipped at 2 lines, meta, like heart outside the link. */
/** `eager`: near the top (no lazy loading); `priority`: the first card, the screen's largest paint. */
export function ClubCard({ club, eager, priority }: { club: Club; eager?: boolean; priority?: boolean }) {
  const view = clubView(club);
  return (
    <article className={styles.card}>
      <Link
        to={view.href}
        className={styles.cardLink}
        aria-label={view.linkLabel}
        data-field-href="href"
        data-field-aria-label="linkLabel"
      >
        <img
          className={`${styles.photo} ${view.ended ? styles.ended : ""}`}
          src={view.photo}
          data-field-src="photo"
          alt=""
          width={600}
          height={360}
          loading={eager || priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
        />
        <div className={styles.cardBody}>
          <h2 className={styles.title} data-field="title">
            {view.title}
          </h2>
          <ClubMeta view={view} />
        </div>
      </Link>
      <LikeButton club={club} />
    </article>
  );
}
