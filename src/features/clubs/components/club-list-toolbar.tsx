import { Link } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { Icon } from "@/components/ui/icon";
import menuIcon from "@/components/ui/icons/menu";
import type { ClubSort } from "../api/keys";
import { useClubFilter } from "../stores/club-filter";
import styles from "./clubs.module.css";

const SORTS: [ClubSort, string][] = [
  ["latest", "최신순"],
  ["soonest", "가까운 일정순"],
];

/** Sort chips and the link to the genre filter (with the number of chosen genres). */
export function ClubListToolbar() {
  const { sort, setSort, genres } = useClubFilter();
  return (
    <div className={styles.toolbar}>
      <div className={styles.chips} role="group" aria-label="정렬">
        {SORTS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={sort === value}
            onClick={() => setSort(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <Link
        to={paths.clubFilter}
        className={styles.chip}
        aria-label={genres.length ? `장르 필터 (${genres.length}개 선택됨)` : "장르 필터"}
      >
        <Icon path={menuIcon} size={16} /> 필터{genres.length ? ` ${genres.length}` : ""}
      </Link>
    </div>
  );
}
