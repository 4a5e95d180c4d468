// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcs, foldLine, icsFileName } from "@/features/clubs/lib/ics";

// The .ics file parses with a real iCalendar parser (ical.js) and carries the meetup.
const CLUB = {
  id: "abcdefghijklmno",
  title:
    "한강 작가 소설 함께 읽기; 두 번째 모임, 저녁 편 — 오래 이야기 나눠요 아주 긴 제목으로 접힘까지 확인해요",
  dateTime: "2026-12-05 10:00:00.000Z",
  isOffline: true,
  location: "서울 마포구 책방, 2층",
};
const URL_ = "https://chaekdongne.example/club/abcdefghijklmno";

function parse(ics: string) {
  const comp = new ICAL.Component(ICAL.parse(ics));
  return comp.getFirstSubcomponent("vevent")!;
}

describe("buildIcs", () => {
  it("parses: title, start, 2 hours, place, link", () => {
    const event = parse(buildIcs(CLUB, URL_, new Date("2026-11-22T00:00:00Z")));
    expect(event.getFirstPropertyValue("summary")).toBe(CLUB.title);
    expect(event.getFirstPropertyValue("location")).toBe(CLUB.location);
    expect(event.getFirstPropertyValue("url")).toBe(URL_);
    expect(String(event.getFirstPropertyValue("description"))).toContain(URL_);
    const start = (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate();
    const end = (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate();
    expect(start.toISOString()).toBe("2026-12-05T10:00:00.000Z");
    expect(end.getTime() - start.getTime()).toBe(2 * 3600_000);
    expect(event.getFirstPropertyValue("uid")).toBe("club-abcdefghijklmno@chaekdongne");
  });

  it("an online club's place is 온라인", () => {
    const event = parse(buildIcs({ ...CLUB, isOffline: false, location: "" }, URL_));
    expect(event.getFirstPropertyValue("location")).toBe("온라인");
  });

  it("CRLF lines of at most 75 octets, folded between characters", () => {
    const ics = buildIcs(CLUB, URL_);
    const lines = ics.split("\r\n");
    expect(ics.endsWith("\r\n")).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(foldLine("가".repeat(40)).split("\r\n ").join("")).toBe("가".repeat(40));
  });

  it("file names drop characters file systems refuse", () => {
    expect(icsFileName('a/b:c*"d"')).toBe("a b c  d.ics");
  });
});
