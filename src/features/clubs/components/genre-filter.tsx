import { Spinner } from "@/components/ui/spinner";
import { useGenres } from "../api/get-genres";
import styles from "./clubs.module.css";

/** Genre buttons; a selected genre is highlighted (aria-pressed). */
export function GenreFilter({
  selected,
  onToggle,
}: {
  selected: string[];
  onToggle: (genre: string) => void;
}) {
  const genres = useGenres();
  if (genres.isPending) return <Spinner label="장르를 불러오는 중" />;
  if (genres.isError) return <p role="alert">장르를 불러오지 못했어요. 잠시 후 다시 시도해주세요.</p>;
  return (
    <div className={styles.chips} role="group" aria-label="장르">
      {genres.data.map((g) => (
        <button
          key={g.id}
          type="button"
          className={styles.chip}
          aria-pressed={selected.includes(g.id)}
          onClick={() => onToggle(g.id)}
        >
          {g.title}
        </button>
      ))}
    </div>
  );
}
