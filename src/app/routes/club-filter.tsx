import { ButtonLink } from "@/components/ui/button";
import { TopBar } from "@/components/ui/top-bar";
import { paths } from "@/config/paths";
import { usePageTitle } from "@/hooks/use-page-title";
import { GenreFilter } from "@/features/clubs/components/genre-filter";
import { useClubFilter } from "@/features/clubs/stores/club-filter";
import styles from "./club-pages.module.css";

/** /main/club/filter: pick genres (persisted); 초기화 empties the filter. */
export function Component() {
  usePageTitle("모임 필터");
  const reset = useClubFilter((s) => s.reset);
  return (
    <>
      <TopBar title="모임 필터" backTo={paths.clubList} onReset={reset} />
      <section className={styles.page} aria-labelledby="genre-heading">
        <h2 id="genre-heading" className={styles.h2}>
          장르
        </h2>
        <GenreFilter />
      </section>
      <div className={styles.footer}>
        <ButtonLink to={paths.clubList} fullWidth>
          모임 보기
        </ButtonLink>
      </div>
    </>
  );
}
