import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { Club } from "../api/types";
import { ClubSummaryCard } from "./club-summary-card";
import styles from "./clubs.module.css";
import formStyles from "./club-forms.module.css";

const FIRST = 3; // spec 9: 3 first, 더보기 reveals the whole section

/** One section of /myClubList with its 더보기 button; `note` adds a badge per club (대기 2번째). */
export function MyClubSection({
  title,
  clubs,
  empty,
  note,
}: {
  title: string;
  clubs: Club[];
  empty: string;
  note?: (club: Club) => string;
}) {
  const [all, setAll] = useState(false);
  const headingId = useId();
  const shown = all ? clubs : clubs.slice(0, FIRST);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.h2} style={{ padding: "16px 16px 0" }}>
        {title} <span className={styles.badgeMuted}>{clubs.length}</span>
      </h2>
      {clubs.length === 0 ? (
        <p className={styles.notice} style={{ margin: 16 }}>
          {empty}
        </p>
      ) : null}
      <ul className={formStyles.compactList}>
        {shown.map((club) => (
          <li key={club.id}>
            <ClubSummaryCard club={club} note={note?.(club)} />
          </li>
        ))}
      </ul>
      {clubs.length > FIRST && !all ? (
        <div className={styles.center}>
          <Button variant="secondary" onClick={() => setAll(true)} aria-label={`${title} 더보기`}>
            더보기
          </Button>
        </div>
      ) : null}
    </section>
  );
}
