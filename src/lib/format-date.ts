import { differenceInDays, differenceInHours, differenceInMinutes, format } from "date-fns";
import { ko } from "date-fns/locale";

// PocketBase stores "2026-11-21 10:00:00.000Z"; Safari cannot parse the space form.
export const parseDate = (value: string | Date): Date =>
  value instanceof Date ? value : new Date(value.replace(" ", "T"));

/** 11월 21일 (토) 오후 7:00 */
export const formatDateTime = (value: string | Date) => format(parseDate(value), "M월 d일 (EEE) a h:mm", { locale: ko });

/** 오후 7:00 */
export const formatTime = (value: string | Date) => format(parseDate(value), "a h:mm", { locale: ko });

/** 2026년 11월 21일 토요일 */
export const formatLongDate = (value: string | Date) => format(parseDate(value), "yyyy년 M월 d일 EEEE", { locale: ko });

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
  return format(date, now.getFullYear() === date.getFullYear() ? "M월 d일" : "yyyy년 M월 d일", { locale: ko });
}

/** Today as YYYY-MM-DD in local time (the value format of <input type="date">). */
export const todayInputValue = () => new Date().toLocaleDateString("sv-SE");
