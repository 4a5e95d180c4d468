import { SearchBox } from "@/components/ui/search-box";

/** Book-title search box (spec 2); the page debounces the value. */
export function ReviewSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SearchBox label="책 제목 검색" placeholder="책 제목을 입력하세요" value={value} onChange={onChange} />
  );
}
