import type { ReactNode } from "react";
import type { ClubMode, ClubSearch, ClubWhen } from "../lib/club-search-params";
import { isDay } from "../lib/club-search-params";
import { GenreFilter } from "./genre-filter";
import styles from "./clubs.module.css";

const MODES: [ClubMode, string][] = [
  ["", "전체"],
  ["online", "온라인"],
  ["offline", "오프라인"],
];
const WHENS: [ClubWhen, string][] = [
  ["", "전체"],
  ["week", "이번 주"],
  ["weekend", "이번 주말"],
];

/** Today in Korea (the server reads days in Korean time too). */
const koreanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.filterSection} aria-labelledby={id}>
      <h2 id={id} className={styles.filterHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Chips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: [T, string][];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {options.map(([v, text]) => (
        <button
          key={v || "all"}
          type="button"
          className={styles.chip}
          aria-pressed={value === v}
          onClick={() => onChange(v)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/** The filter page's controls: genre, online/offline, dates, 모집 중 only. */
export function ClubFilters({
  value,
  onChange,
}: {
  value: ClubSearch;
  onChange: (next: ClubSearch) => void;
}) {
  const set = (part: Partial<ClubSearch>) => onChange({ ...value, ...part });
  const day = isDay(value.when) ? value.when : "";
  return (
    <>
      <Section id="genre-heading" title="장르">
        <GenreFilter
          selected={value.genres}
          onToggle={(g) =>
            set({
              genres: value.genres.includes(g) ? value.genres.filter((x) => x !== g) : [...value.genres, g],
            })
          }
        />
      </Section>
      <Section id="mode-heading" title="진행 방식">
        <Chips label="진행 방식" options={MODES} value={value.mode} onChange={(mode) => set({ mode })} />
      </Section>
      <Section id="when-heading" title="날짜">
        <Chips
          label="날짜"
          options={WHENS}
          value={day ? ("day" as ClubWhen) : value.when}
          onChange={(when) => set({ when })}
        />
        <label className={styles.dayField}>
          <span>날짜 선택</span>
          <input
            type="date"
            min={koreanToday()}
            value={day}
            onChange={(e) => set({ when: isDay(e.target.value) ? (e.target.value as ClubWhen) : "" })}
          />
        </label>
      </Section>
      <Section id="open-heading" title="모집 상태">
        <label className={styles.checkField}>
          <input type="checkbox" checked={value.open} onChange={(e) => set({ open: e.target.checked })} />
          모집 중인 모임만 보기
        </label>
      </Section>
    </>
  );
}
