import { Button } from "@/components/ui/button";
import styles from "./reviews.module.css";

/** Said over an edit form that brought back what the member typed and did not save. */
export function EditDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className={styles.draftNotice} role="status">
      <p>저장하지 않은 수정 내용을 불러왔어요.</p>
      <Button type="button" variant="text" size="sm" onClick={onDiscard}>
        원래대로 되돌리기
      </Button>
    </div>
  );
}
