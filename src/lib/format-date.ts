// Deep imports: the package's barrel re-exports all of date-fns, which would make the build's chunk
// map (scripts/lib/chunk-groups.mjs) treat `format` and its locales as list-screen code.
import { differenceInDays } from "date-fns/differenceInDays";
import { differenceInHours } from "date-fns/differenceInHours";
import { differenceInMinutes } from "date-fns/differenceInMinutes";

// List screens import this module on their first load, so it avoids date-fns `format` and its
// locale tables (7 KB gzip): the few Korean tokens they need are spelled out here. Long dates
// and chat times use date-fns with the ko locale (./format-date-ko.ts).

// PocketBase stores "2026-11-21 10:00:00.000Z"; Safari cannot parse the space form.
export const parseDate = (value: string | Date): Date =>
  value instanceof Date ? value : new Date(value.replace(" ", "T"));

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];

const monthDay = (d: Date) => `${d.getMonth() + 1}월 ${d.getDate()}일`;

/** 오후 7:05 (12-hour clock, as Korean apps show it). */
export const clockTime = (d: Date) =>
  `${d.getHours() < 12 ? "오전" : "오후"} ${d.getHours() % 12 || 12}:${String(d.getMinutes()).padStart(2, "0")}`;

/** 11월 21일 (토) 오후 7:00 */
export function formatDateTime(value: string | Date): string {
  const d = parseDate(value);
  return `${monthDay(d)} (${WEEKDAYS[d.getDay()]}) ${clockTime(d)}`;
}

/** 방금 전, N분 전, N시간 전, N일 전, then a ko date (spec 4). */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = parseDate(value);
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return "방금 전";
  if (minutes < 60) return `${minutes}분 전`;
  const hours = differenceInHours(now, date);
  if (hours < 24) return `${hours}시간 전`;
  const days = differenceInDays(now, date);
  if (days < 7) return `${days}일 전`;
  return now.getFullYear() === date.getFullYear() ? monthDay(date) : `${date.getFullYear()}년 ${monthDay(date)}`;
}

/** Today as YYYY-MM-DD in local time (the value format of <input type="date">). */
export const todayInputValue = () => new Date().toLocaleDateString("sv-SE");
