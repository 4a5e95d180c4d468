import { monthDay, parseDate } from "./format-date";

// Its own module, apart from ./format-date.ts: of the first screens only the review list uses it.
// The differences follow date-fns' rules (truncated minutes and hours; full days on the local calendar).

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** 방금 전, N분 전, N시간 전, N일 전, then a ko date (spec 4). */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = parseDate(value);
  const elapsed = now.getTime() - date.getTime();
  const minutes = Math.trunc(elapsed / MINUTE_MS);
  if (minutes < 1) return "방금 전";
  if (minutes < 60) return `${minutes}분 전`;
  const hours = Math.trunc(elapsed / HOUR_MS);
  if (hours < 24) return `${hours}시간 전`;
  // Full days on the local calendar, as date-fns counts them: calendar days (rounded: a day with
  // a daylight-saving change is 23 or 25 hours long), minus the last one if it has not ended yet.
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  let days = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  const back = new Date(now);
  back.setDate(now.getDate() - days);
  if (back.getTime() < date.getTime()) days -= 1;
  if (days < 7) return `${days}일 전`;
  return now.getFullYear() === date.getFullYear()
    ? monthDay(date)
    : `${date.getFullYear()}년 ${monthDay(date)}`;
}
