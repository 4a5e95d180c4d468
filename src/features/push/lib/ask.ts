import { pushSupport } from "./browser-push";

// When to ask: after a member's first application or club, not on a first visit; once per device.
// "나중에" asks again at such a moment 30 days later; the browser's own answer is final (a member
// can still turn push on in 알림 설정).
const KEY = "chaekdongne-push-asked";
const ASK_AGAIN_MS = 30 * 86_400_000;

export function shouldAskForPush(now = Date.now()) {
  if (pushSupport() !== "ok" || Notification.permission !== "default") return false;
  try {
    const asked = JSON.parse(localStorage.getItem(KEY) ?? "null") as { at: number; answer: string } | null;
    return !asked || (asked.answer === "later" && now - asked.at > ASK_AGAIN_MS);
  } catch {
    return true;
  }
}

export function rememberAsked(answer: "yes" | "later", now = Date.now()) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ at: now, answer }));
  } catch {
    // private mode: asked again next time
  }
}
