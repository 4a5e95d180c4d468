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

// Empty: the design-system branch fixed its entries (the chat ⋯ menu, the joined footer, dialog
// actions that wrapped, 34 px small buttons). Add one only with the branch that fixes it.
export const KNOWN_PROBLEMS: KnownProblem[] = [];

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
