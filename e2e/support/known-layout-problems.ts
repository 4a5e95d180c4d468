import type { Who } from "./screens";

// Defects the layout check finds that another branch of issue 30 fixes (docs/layout-check.md).
// A ratchet, not an allowlist: the sweep fails on any problem not listed here AND on an entry
// that no longer happens, so each entry must be deleted in the commit that fixes it.
export interface KnownProblem {
  /** Matches the problem line: "screen (width, who) rule element: detail". */
  line: RegExp;
  /** Who fixes it. */
  owner: "design-system" | "screens-bugs";
  who?: Who;
  widths?: number[];
}

export const KNOWN_PROBLEMS: KnownProblem[] = [
  // The chat room's ⋯ menu opens inside the message list: buttons 42 × 28 px, labels one
  // syllable per line (one menu for the app).
  {
    line: /^chat-room-menu \(\d+px, member\) (word-break|two-line-label|overflow|small-target|clipped) /,
    owner: "design-system",
    who: "member",
  },
  // The confirmed member's footer: three buttons in a row (variants and sizes by role).
  {
    line: /^club-detail-joined \(\d+px, member\) two-line-label .*"(채팅방 가기|캘린더에 추가|모임 나가기)"/,
    owner: "design-system",
    who: "member",
  },
  // Dialog actions that wrap (stacked full-width buttons when two do not fit).
  {
    line: /^create-club-done \(360px, member\) two-line-label a "모임 보러 가기" in dialog/,
    owner: "design-system",
    who: "member",
    widths: [360],
  },
  {
    line: /^application-club-done \(\d+px, member\) two-line-label a "(다른 모임 보기|모임으로 돌아가기)" in dialog/,
    owner: "design-system",
    who: "member",
  },
  // Small (34 px) buttons beside other targets: the Button's sm size.
  {
    line: /^management-club \(\d+px, member\) small-target button ".*님 (승인|취소)": hit area \d+×34 px/,
    owner: "design-system",
    who: "member",
  },
  {
    line: /^notifications \(\d+px, member\) small-target button "모두 읽음": hit area \d+×34 px/,
    owner: "design-system",
    who: "member",
  },
];

/**
 * Splits a sweep's problems into the unexpected ones (fail) and the known ones, and lists the
 * known entries for this run (who, width) that did not happen (fail: delete them).
 */
export function triage(problems: string[], who: Who, width: number) {
  const applies = KNOWN_PROBLEMS.filter(
    (k) => (!k.who || k.who === who) && (!k.widths || k.widths.includes(width)),
  );
  const unexpected = problems.filter((p) => !applies.some((k) => k.line.test(p)));
  const fixed = applies
    .filter((k) => !problems.some((p) => k.line.test(p)))
    .map((k) => `no longer happens, delete from KNOWN_PROBLEMS: ${k.line}`);
  return { unexpected, fixed };
}
