import { parseDate } from "@/lib/format-date";
import { dayKey } from "../lib/chat-dates";
import type { PublicUser } from "@/types/public-user";
import type { OutboxItem } from "../stores/outbox";
import type { ChatMessage } from "../api/types";
import type { HiddenReason } from "../lib/hidden-text";

export type TimelineEntry =
  | { kind: "day"; key: string; date: string }
  | {
      kind: "message";
      key: string;
      text: string;
      /** Set when the server emptied the text for me, and why. */
      hiddenReason?: HiddenReason;
      created: string;
      /** Sender id ("me" side uses myId). */
      from: string;
      /** The sender's id for safety actions (absent on my own outbox items). */
      senderId?: string;
      sender?: PublicUser;
      mine: boolean;
      outbox?: OutboxItem;
      /** Same sender as the bubble above, within a minute: no avatar/nickname again. */
      continued?: boolean;
      /** The next bubble continues this one: its time is shown there instead. */
      hideTime?: boolean;
    };

const GROUP_MS = 60_000;

/**
 * Confirmed messages (oldest first) then unconfirmed own ones, with a divider at each new day.
 * Bubbles from the same sender within a minute of each other form a group: the first shows the
 * avatar and nickname, the last the time.
 */
export function buildTimeline(messages: ChatMessage[], outbox: OutboxItem[], myId: string): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  let day = "";
  let prev: Extract<TimelineEntry, { kind: "message" }> | null = null;
  const push = (e: Extract<TimelineEntry, { kind: "message" }>) => {
    const d = dayKey(e.created);
    if (d !== day) {
      entries.push({ kind: "day", key: `day-${d}`, date: e.created });
      prev = null;
    }
    day = d;
    if (prev && prev.from === e.from && !prev.outbox && !e.outbox) {
      const gap = parseDate(e.created).getTime() - parseDate(prev.created).getTime();
      if (gap >= 0 && gap <= GROUP_MS) {
        e.continued = true;
        prev.hideTime = true;
      }
    }
    prev = e;
    entries.push(e);
  };
  for (const m of messages) {
    push({
      kind: "message",
      key: m.id,
      text: m.text,
      hiddenReason: m.hiddenReason,
      created: m.created,
      from: m.sender,
      senderId: m.sender,
      sender: m.expand?.sender,
      mine: m.sender === myId,
    });
  }
  for (const o of outbox)
    push({
      kind: "message",
      key: o.id,
      text: o.text,
      created: o.createdAt,
      from: myId,
      mine: true,
      outbox: o,
    });
  return entries;
}
