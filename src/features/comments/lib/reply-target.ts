import type { ReplyTarget } from "../types";

/** Spec 2: Backspace on empty text removes the last character of the shown nickname; none left clears the target. */
export function eatNickname(target: ReplyTarget): ReplyTarget | null {
  const chars = Array.from(target.nickname); // one Hangul syllable or emoji per step
  chars.pop();
  return chars.length ? { ...target, nickname: chars.join("") } : null;
}

/** Spec 4: a reply's text is prefixed with @ and the (shown) nickname. */
export function withMention(target: ReplyTarget | null, text: string): string {
  const body = text.trim();
  return target ? `@${target.nickname} ${body}` : body;
}

/** Splits a leading @mention off a comment for highlighting. */
export function splitMention(content: string): { mention: string; rest: string } {
  const match = /^@(\S{1,10})\s/.exec(content);
  return match
    ? { mention: `@${match[1]}`, rest: content.slice(match[0].length) }
    : { mention: "", rest: content };
}
