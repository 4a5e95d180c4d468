import { format } from "date-fns";
import { parseDate } from "@/lib/format-date";
import type { PublicUser } from "@/types/public-user";
import type { OutboxItem } from "../stores/outbox";
import type { ChatMessage } from "../api/types";

export type TimelineEntry =
  | { kind: "day"; key: string; date: string }
  | { kind: "message"; key: string; text: string; created: string; senderId?: string; sender?: PublicUser; mine: boolean; outbox?: OutboxItem };

/** Confirmed messages (oldest first) then unconfirmed own ones, with a divider at each new day. */
export function buildTimeline(messages: ChatMessage[], outbox: OutboxItem[], myId: string): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  let day = "";
  const push = (e: Extract<TimelineEntry, { kind: "message" }>) => {
    const d = format(parseDate(e.created), "yyyy-MM-dd");
    if (d !== day) entries.push({ kind: "day", key: `day-${d}`, date: e.created });
    day = d;
    entries.push(e);
  };
  for (const m of messages) {
    push({ kind: "message", key: m.id, text: m.text, created: m.created, senderId: m.sender, sender: m.expand?.sender, mine: m.sender === myId });
  }
  for (const o of outbox) push({ kind: "message", key: o.id, text: o.text, created: o.createdAt, mine: true, outbox: o });
  return entries;
}
