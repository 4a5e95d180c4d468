// First screens import this module, so it uses no date library: date-fns `format` with its
// locale tables is 7 KB gzip, its `differenceIn*` helpers ~0.6 KB. The few Korean tokens the app
// shows are spelled out here, and the differences follow date-fns' rules (truncated minutes and
// hours; full days on the local calendar). The chat's own formats are in
// src/features/chat/lib/chat-dates.ts (every export here ships with the first screens).

// PocketBase stores "2026-11-21 10:00:00.000Z"; Safari cannot parse the space form.
export const parseDate = (value: string | Date): Date =>
  value instanceof Date ? value : new Date(value.replace(" ", "T"));

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

const monthDay = (d: Date) => `${d.getMonth() + 1}월 ${d.getDate()}일`;

/** 2026년 11월 21일 토요일 */
export function formatLongDate(value: string | Date): string {
  const d = parseDate(value);
  return `${d.getFullYear()}년 ${monthDay(d)} ${WEEKDAYS[d.getDay()]}요일`;
}

/** 11월 21일 (토) 오후 7:00 */
export function formatDateTime(value: string | Date): string {
  const d = parseDate(value);
  const h = d.getHours();
  const minutes = String(d.getMinutes()).padStart(2, "0");
  return `${monthDay(d)} (${WEEKDAYS[d.getDay()]}) ${h < 12 ? "오전" : "오후"} ${h % 12 || 12}:${minutes}`;
}

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

/** Today as YYYY-MM-DD in local time (the value format of <input type="date">). */
export const todayInputValue = () => new Date().toLocaleDateString("sv-SE");
