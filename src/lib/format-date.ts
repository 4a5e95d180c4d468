// First screens import this module, so it uses no date library: date-fns `format` with its
// locale tables is 7 KB gzip, its `differenceIn*` helpers ~0.6 KB. The few Korean tokens the app
// shows are spelled out here and in ./format-relative.ts (its own module: only the review screens
// among the first screens need it), whose differences follow date-fns' rules. The chat's own
// formats are in src/features/chat/lib/chat-dates.ts (every export here ships with the first screens).

// PocketBase stores "2026-11-21 10:00:00.000Z"; Safari cannot parse the space form.
export const parseDate = (value: string | Date): Date =>
  value instanceof Date ? value : new Date(value.replace(" ", "T"));

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

export const monthDay = (d: Date) => `${d.getMonth() + 1}월 ${d.getDate()}일`;

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

/** Today as YYYY-MM-DD in local time (the value format of <input type="date">). */
export const todayInputValue = () => new Date().toLocaleDateString("sv-SE");
