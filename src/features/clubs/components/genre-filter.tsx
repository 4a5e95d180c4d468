import { Spinner } from "@/components/ui/spinner";
import { useGenres } from "../api/get-genres";
import { useClubFilter } from "../stores/club-filter";
import styles from "./clubs.module.css";

/** Genre buttons; a selected genre is highlighted (aria-pressed) and kept in the persisted filter. */
export function GenreFilter() {
  const genres = useGenres();
  const { genres: selected, add, remove } = useClubFilter();
  if (genres.isPending) return <Spinner label="장르를 불러오는 중" />;
  if (genres.isError) return <p role="alert">장르를 불러오지 못했어요. 잠시 후 다시 시도해주세요.</p>;
  return (
    <div className={styles.chips} role="group" aria-label="장르">
      {genres.data.map((g) => {
        const on = selected.includes(g.id);
        return (
          <button
            key={g.id}
            type="button"
            className={styles.chip}
            aria-pressed={on}
            onClick={() => (on ? remove(g.id) : add(g.id))}
          >
            {g.title}
          </button>
        );
      })}
    </div>
  );
}
