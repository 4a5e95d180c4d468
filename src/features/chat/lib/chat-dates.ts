import { parseDate } from "@/lib/format-date";

// The chat's time formats (the shared ones are in src/lib/format-date.ts, loaded by first screens).

/** 오후 7:05 (12-hour clock, as Korean apps show it). */
export function formatTime(value: string | Date): string {
  const d = parseDate(value);
  return `${d.getHours() < 12 ? "오전" : "오후"} ${d.getHours() % 12 || 12}:${String(d.getMinutes()).padStart(2, "0")}`;
}

/** The local calendar day as YYYY-MM-DD (one chat day divider per day). */
export function dayKey(value: string | Date): string {
  const d = parseDate(value);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
