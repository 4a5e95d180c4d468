import { format } from "date-fns/format";
import { ko } from "date-fns/locale/ko";
import { parseDate } from "./format-date";

// date-fns with the ko locale, for screens that are never a first load (review detail, chat).

/** 오후 7:00 */
export const formatTime = (value: string | Date) => format(parseDate(value), "a h:mm", { locale: ko });

/** 2026년 11월 21일 토요일 */
export const formatLongDate = (value: string | Date) => format(parseDate(value), "yyyy년 M월 d일 EEEE", { locale: ko });
