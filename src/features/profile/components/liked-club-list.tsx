import { Link } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { imageSrc } from "@/lib/image-url";
import type { LikedClub } from "../api/get-liked-clubs";
import styles from "./profile.module.css";

/** Clubs I liked as a horizontal row of small cards (160 px photos). */
export function LikedClubList({ clubs }: { clubs: LikedClub[] }) {
  return (
    <ul className={styles.clubRow}>
      {clubs.map((club) => (
        <li key={club.id}>
          <Link
            to={paths.clubDetail(club.id)}
            className={styles.clubLink}
            aria-label={`${club.title} 모임 자세히 보기`}
          >
            <img
              src={imageSrc(club, club.img, "club", 160)}
              alt=""
              width={160}
              height={96}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.clubTitle}>{club.title}</span>
            <span className={styles.muted}>{club.isOffline ? club.location || "오프라인" : "온라인"}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
