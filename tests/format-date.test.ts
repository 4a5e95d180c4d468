import { describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate } from "@/lib/format-date";
import { formatRelative } from "@/lib/format-relative";
import { dayKey, formatTime } from "@/features/chat/lib/chat-dates";

const now = new Date("2026-11-21T12:00:00Z");

describe("formatRelative", () => {
  it("says 방금 전 under one minute", () => {
    expect(formatRelative("2026-11-21 11:59:30.000Z", now)).toBe("방금 전");
  });
  it("counts minutes, hours and days", () => {
    expect(formatRelative("2026-11-21 11:55:00.000Z", now)).toBe("5분 전");
    expect(formatRelative("2026-11-21 09:00:00.000Z", now)).toBe("3시간 전");
    expect(formatRelative("2026-11-19 12:00:00.000Z", now)).toBe("2일 전");
  });
  it("falls back to a Korean date after a week", () => {
    expect(formatRelative("2026-10-01 12:00:00.000Z", now)).toMatch(/^10월 1일$/);
    expect(formatRelative("2025-12-24 12:00:00.000Z", now)).toBe("2025년 12월 24일");
  });
});

describe("Korean date styles", () => {
  it("formats date with weekday and time, and time only", () => {
    const d = new Date(2026, 10, 21, 19, 5);
    expect(formatDateTime(d)).toBe("11월 21일 (토) 오후 7:05");
    expect(formatTime(d)).toBe("오후 7:05");
    expect(formatDateTime(new Date(2026, 10, 22, 0, 30))).toBe("11월 22일 (일) 오전 12:30");
    expect(formatDateTime(new Date(2026, 10, 23, 12, 0))).toBe("11월 23일 (월) 오후 12:00");
    expect(formatLongDate(d)).toBe("2026년 11월 21일 토요일");
  });
});

describe("spelled-out Korean dates (no date-fns format on first screens)", () => {
  it("gives the same strings date-fns format with the ko locale gave", () => {
    expect(formatLongDate("2026-01-04 15:00:00.000Z")).toBe(
      formatLongDate(new Date(Date.UTC(2026, 0, 4, 15))),
    );
    expect(formatLongDate(new Date(2027, 0, 3, 0, 0))).toBe("2027년 1월 3일 일요일");
    expect(formatLongDate(new Date(2026, 11, 31, 23, 59))).toBe("2026년 12월 31일 목요일");
    expect(formatTime(new Date(2026, 10, 22, 0, 5))).toBe("오전 12:05");
    expect(formatTime(new Date(2026, 10, 22, 12, 0))).toBe("오후 12:00");
    expect(formatTime(new Date(2026, 10, 22, 9, 30))).toBe("오전 9:30");
  });
  it("keys a chat day divider by the local calendar day", () => {
    expect(dayKey(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(dayKey(new Date(2026, 0, 6, 0, 0))).toBe("2026-01-06");
  });
});

describe("formatRelative without date-fns", () => {
  it("agrees with date-fns differenceIn* at every boundary", async () => {
    const { differenceInMinutes } = await import("date-fns/differenceInMinutes");
    const { differenceInHours } = await import("date-fns/differenceInHours");
    const { differenceInDays } = await import("date-fns/differenceInDays");
    const expected = (d: Date, at: Date) => {
      const m = differenceInMinutes(at, d);
      if (m < 1) return "방금 전";
      if (m < 60) return `${m}분 전`;
      const h = differenceInHours(at, d);
      if (h < 24) return `${h}시간 전`;
      const days = differenceInDays(at, d);
      return days < 7 ? `${days}일 전` : null;
    };
    const at = new Date(2026, 10, 21, 9, 30, 15);
    // Every 17 minutes over 8 days back, plus exact minute/hour/day boundaries.
    const offsets = [
      0,
      59_999,
      60_000,
      3_599_999,
      3_600_000,
      86_399_999,
      86_400_000,
      6 * 86_400_000 + 86_399_999,
    ];
    for (let ms = 0; ms < 8 * 86_400_000; ms += 17 * 60_000 + 123) offsets.push(ms);
    for (const ms of offsets) {
      const d = new Date(at.getTime() - ms);
      const want = expected(d, at);
      if (want) expect(formatRelative(d, at)).toBe(want);
    }
  });
});
