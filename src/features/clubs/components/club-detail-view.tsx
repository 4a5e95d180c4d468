import { Avatar } from "@/components/ui/avatar";
import { fileUrl } from "@/lib/file-url";
import { formatDateTime } from "@/lib/format-date";
import { CLUB_PHOTO_THUMB, isEnded, type Club } from "../api/types";
import { LikeButton } from "./like-button";
import styles from "./clubs.module.css";
import { memberName } from "@/lib/member-name";
import { SafetyMenu } from "@/components/safety/safety-menu";

/** Club detail body (spec 2): photo 5:3, genre, host, place, date with weekday, count, description. */
export function ClubDetailView({ club }: { club: Club }) {
  const host = club.expand?.createUser;
  return (
    <article>
      <div className={styles.card}>
        <img
          className={`${styles.photo} ${isEnded(club) ? styles.ended : ""}`}
          src={fileUrl(club, club.img, CLUB_PHOTO_THUMB)}
          alt={club.alt || `${club.title} 대표 사진`}
          width={600}
          height={360}
          fetchPriority="high"
          style={{ borderRadius: 0 }}
        />
        <LikeButton club={club} />
      </div>
      <div className={styles.page}>
        <div className={styles.meta}>
          {club.expand?.genre ? <span className={styles.badge}>{club.expand.genre.title}</span> : null}
          {isEnded(club) ? <span className={styles.badgeMuted}>종료된 모임</span> : null}
        </div>
        <h1 className={styles.h2}>{club.title}</h1>
        <div className={styles.hostRow}>
          <Avatar user={host} size="sm" />
          <span>
            <span className="visually-hidden">모임장 </span>
            {memberName(host)}
          </span>
          {host ? <SafetyMenu member={host} target={{ type: "club", id: club.id, what: "모임" }} /> : null}
        </div>
        <dl
          className={styles.meta}
          style={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: "6px 12px", margin: 0 }}
        >
          <dt>장소</dt>
          <dd style={{ margin: 0 }}>{club.isOffline ? club.location : "온라인"}</dd>
          <dt>일시</dt>
          <dd style={{ margin: 0 }}>{formatDateTime(club.dateTime)}</dd>
          <dt>인원</dt>
          <dd style={{ margin: 0 }}>
            {club.confirmUser.length}/{club.limitPerson}명
          </dd>
        </dl>
        <p className={styles.detailText}>{club.detail}</p>
      </div>
    </article>
  );
}
