import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ButtonLink } from "@/components/ui/button";
import { TopBar } from "@/components/ui/top-bar";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/hooks/use-page-title";
import { ClubFilters } from "@/features/clubs/components/club-filters";
import { clubFiltersFor, clubSearchHref } from "@/features/clubs/hooks/use-club-search";
import type { ClubSearch } from "@/features/clubs/lib/club-search-params";
import styles from "./club-pages.module.css";

/**
 * /main/club/filter (its own lazy route: the list's first load carries none of it). Starts from
 * the list's filters (its URL; the saved ones when opened bare), keeps the choices in its own URL
 * (a reload keeps them), and 모임 보기 replaces this page with the list for them, so Back returns
 * to the list as it was. 초기화 clears the filters here, not the search words or the sort.
 */
export function Component() {
  usePageTitle("모임 필터");
  const location = useLocation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ClubSearch>(() => clubFiltersFor(new URLSearchParams(location.search)));
  const change = (next: ClubSearch) => {
    setDraft(next);
    void navigate(clubSearchHref(paths.clubFilter, next), { replace: true, preventScrollReset: true });
  };
  return (
    <>
      <TopBar
        title="모임 필터"
        onReset={() => change({ ...draft, genres: [], mode: "", when: "", open: false })}
      />
      <div className={styles.page}>
        <ClubFilters value={draft} onChange={change} />
      </div>
      <div className={styles.footer}>
        <ButtonLink to={clubSearchHref(paths.clubList, draft)} replace fullWidth>
          모임 보기
        </ButtonLink>
      </div>
    </>
  );
}
