import { Avatar } from "@/components/ui/avatar";
import { SafetyMenu } from "@/components/safety/safety-menu";
import type { Club } from "../api/types";
import { clubDetailView } from "../lib/club-detail-view";
import { ClubBadges } from "./club-meta";
import { LikeButton } from "./like-button";
import styles from "./clubs.module.css";

/** Club detail body (spec 2): photo 5:3, genre, host, place, date with weekday, count, description. */
export function ClubDetailView({ club }: { club: Club }) {
  const host = club.expand?.createUser;
  const view = clubDetailView(club);
  return (
    <article>
      <div className={styles.card}>
        <img
          className={`${styles.photo} ${view.ended ? styles.ended : ""}`}
          src={view.photo}
          alt={view.photoAlt}
          data-field-src="photo"
          data-field-alt="photoAlt"
          width={600}
          height={360}
          fetchPriority="high"
        />
        <LikeButton club={club} />
      </div>
      <div className={styles.page}>
        <div className={styles.meta}>
          <ClubBadges view={view} />
        </div>
        <h1 className={styles.h2} data-field="title">
          {view.title}
        </h1>
        <div className={styles.hostRow}>
          <Avatar user={host} size="sm" fields={{ src: "hostAvatar", alt: "hostAvatarAlt" }} />
          <span>
            <span className="visually-hidden">모임장 </span>
            <span data-field="host">{view.host}</span>
          </span>
          {host ? <SafetyMenu member={host} target={{ type: "club", id: club.id, what: "모임" }} /> : null}
        </div>
        <dl className={`${styles.meta} ${styles.facts}`}>
          <dt>장소</dt>
          <dd data-field="place">{view.place}</dd>
          <dt>일시</dt>
          <dd data-field="date">{view.date}</dd>
          <dt>인원</dt>
          <dd data-field="count">{view.count}</dd>
        </dl>
        <p className={styles.detailText} data-field="detail">
          {view.detail}
        </p>
      </div>
    </article>
  );
}
