import type { FormEvent, KeyboardEvent } from "react";
import { IconButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import sendIcon from "@/components/ui/icons/send";
import { TextArea } from "@/components/ui/text-area";
import { shouldSendOnEnter } from "@/lib/enter-to-send";
import { isOverLimit } from "@/lib/text-limit";
import { MESSAGE_MAX } from "../api/types";
import { useOutbox } from "../stores/outbox";
import styles from "./chat-room.module.css";

const COUNTER_FROM = MESSAGE_MAX - 100;

/**
 * Auto-growing box: Enter sends, Shift+Enter adds a line, Enter inside a Hangul composition
 * never sends. The draft is kept per room (survives reload); over-long text is kept, not cut.
 */
export function Composer({ roomId, onSend }: { roomId: string; onSend: (text: string) => void }) {
  const text = useOutbox((s) => s.drafts[roomId] ?? "");
  const setDraft = useOutbox((s) => s.setDraft);
  const canSend = text.trim() !== "" && !isOverLimit(text, MESSAGE_MAX);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setDraft(roomId, "");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!shouldSendOnEnter(e)) return;
    e.preventDefault();
    send();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <div className={styles.input}>
        <TextArea
          label="메시지 입력"
          hideLabel
          autoGrow
          maxRows={5}
          placeholder="메시지를 입력하세요"
          value={text}
          onChange={(e) => setDraft(roomId, e.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
          maxLength={MESSAGE_MAX}
          counterFrom={COUNTER_FROM}
        />
      </div>
      <IconButton label="보내기" type="submit" disabled={!canSend} className={styles.send}>
        <Icon path={sendIcon} />
      </IconButton>
    </form>
  );
}
