import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { whenIdle } from "@/lib/when-idle";
import type { LikeVars } from "./like-mutation";

// The mutation's code (./like-mutation.ts) is not needed to paint a card: it loads when the
// browser is idle after a member's first cards, or on the first tap at the latest.
let mutation: Promise<typeof import("./like-mutation")> | undefined;
const loadMutation = () =>
  (mutation ??= import("./like-mutation").catch((error: unknown) => {
    mutation = undefined; // offline: the next tap tries again
    throw error;
  }));

/** `like(vars)` for the heart on every club card and the club detail (a member's). */
export function useSetLike(member: boolean) {
  const qc = useQueryClient();
  useEffect(() => (member && !mutation ? whenIdle(() => void loadMutation().catch(() => undefined)) : undefined), [member]);
  return (vars: LikeVars) =>
    void loadMutation().then(
      (m) => m.runLike(qc, vars),
      (error: unknown) => console.error("찜하기 실패", error),
    );
}
