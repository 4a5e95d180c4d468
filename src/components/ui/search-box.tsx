import { Icon } from "@/components/ui/icon";
import closeIcon from "@/components/ui/icons/close";
import searchIcon from "@/components/ui/icons/search";
import { IconButton } from "@/components/ui/button";
import styles from "./search-box.module.css";

/**
 * A list's search box (review titles, clubs); the page debounces the value. No maxLength: nothing
 * typed is cut; searches use the first 100 characters (lib/search-term.ts).
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.search} role="search">
      <Icon path={searchIcon} size={20} />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
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
