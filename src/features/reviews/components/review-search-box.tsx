import { Icon } from "@/components/ui/icon";
import closeIcon from "@/components/ui/icons/close";
import searchIcon from "@/components/ui/icons/search";
import { IconButton } from "@/components/ui/button";
import styles from "./reviews.module.css";

/**
 * Book-title search box (spec 2); the page debounces the value. No maxLength: nothing typed is
 * cut; the search itself uses the first 100 characters (lib/search-term.ts; titles are ≤ 100).
 */
export function ReviewSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.search} role="search">
      <Icon path={searchIcon} size={20} />
      <input
        type="search"
        aria-label="책 제목 검색"
        placeholder="책 제목을 입력하세요"
        value={value}
        enterKeyHint="search"
        onChange={(e) => onChange(e.target.value)}
      />
      {value ? (
        <IconButton label="검색어 지우기" onClick={() => onChange("")}>
          <Icon path={closeIcon} size={18} />
        </IconButton>
      ) : null}
    </div>
  );
}
