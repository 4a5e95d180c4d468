// The meetup as an iCalendar (RFC 5545) event, for "캘린더에 추가". Built here, no dependency:
// CRLF lines, text escaping and folding at 75 octets without splitting a Hangul syllable.

const MEETUP_HOURS = 2;

export interface IcsClub {
  id: string;
  title: string;
  dateTime: string;
  isOffline: boolean;
  location: string;
}

/** 20261122T100000Z */
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** RFC 5545 TEXT: backslash, semicolon, comma and newlines escaped. */
export const escapeText = (s: string) =>
  s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Folds a content line to at most 75 octets per line (continuations start with a space). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    const limit = parts.length ? 74 : 75; // a continuation's leading space counts
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildIcs(club: IcsClub, clubUrl: string, now: Date = new Date()): string {
  const start = new Date(club.dateTime.replace(" ", "T"));
  const end = new Date(start.getTime() + MEETUP_HOURS * 3600_000);
  const place = club.isOffline && club.location.trim() ? club.location.trim() : "온라인";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//chaekdongne//club//KO",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:club-${club.id}@chaekdongne`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(club.title)}`,
    `LOCATION:${escapeText(place)}`,
    `DESCRIPTION:${escapeText(`책동네 모임 · ${clubUrl}`)}`,
    `URL:${clubUrl}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** A file name without characters file systems refuse. */
export const icsFileName = (title: string) => `${title.replace(/[\\/:*?"<>|]/g, " ").trim() || "모임"}.ics`;

/** Starts the download of the .ics file in the browser. */
export function downloadIcs(club: IcsClub) {
  const url = `${window.location.origin}/club/${club.id}`;
  const blob = new Blob([buildIcs(club, url)], { type: "text/calendar;charset=utf-8" });
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = icsFileName(club.title);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
