import { useEffect, useState } from "react";
import { Link } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { Icon } from "@/components/ui/icon";
import menuIcon from "@/components/ui/icons/menu";
import { SearchBox } from "@/components/ui/search-box";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { searchTerm } from "@/lib/search-term";
import { clubSearchHref } from "../hooks/use-club-search";
import type { ClubSearch, ClubSort } from "../lib/club-search-params";
import styles from "./clubs.module.css";

const SORTS: [ClubSort, string][] = [
  ["latest", "최신순"],
  ["soonest", "마감 임박순"],
];

/** How many of the filter page's filters are on (the filter button shows it). */
const activeFilters = (f: ClubSearch) =>
  f.genres.length + (f.mode ? 1 : 0) + (f.when ? 1 : 0) + (f.open ? 1 : 0);

/**
 * Search box (words in title, description, place; 500 ms debounce), sort chips and the link to the
 * filter page, which loads only when opened (its own route).
 */
export function ClubListToolbar({
  filters,
  onChange,
}: {
  filters: ClubSearch;
  onChange: (next: ClubSearch, replace?: boolean) => void;
}) {
  const [text, setText] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  // The URL's words changed by themselves (Back, a shared link): the box shows them.
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    if (searchTerm(text) !== filters.q) setText(filters.q);
  }
  const typed = useDebouncedValue(text, 500);
  useEffect(() => {
    const q = searchTerm(typed);
    // Refining words replaces the entry; the first words (or clearing them) make a new one.
    if (q !== filters.q) onChange({ ...filters, q }, !!q && !!filters.q);
    // Only typing starts a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  const count = activeFilters(filters);
  return (
    <>
      <SearchBox
        label="모임 검색"
        placeholder="모임 이름, 소개, 장소로 검색"
        value={text}
        onChange={setText}
      />
      <div className={styles.toolbar}>
        <div className={styles.chips} role="group" aria-label="정렬">
          {SORTS.map(([value, label]) => (
            <button
              key={value}
              type="button"
              className={styles.chip}
              aria-pressed={filters.sort === value}
              onClick={() => onChange({ ...filters, sort: value })}
            >
              {label}
            </button>
          ))}
        </div>
        <Link
          to={clubSearchHref(paths.clubFilter, filters)}
          className={styles.chip}
          aria-label={count ? `모임 필터 (${count}개 적용됨)` : "모임 필터"}
        >
          <Icon path={menuIcon} size={16} /> 필터{count ? ` ${count}` : ""}
        </Link>
      </div>
    </>
  );
}
