import { useQueryClient } from "@tanstack/react-query";
import type { LikeVars } from "./like-mutation";

// The mutation's code (./like-mutation.ts) is not needed to paint a card: the member shell
// prefetches it at the first touch (src/app/routes/member-live.tsx), or the first tap loads it.
let mutation: Promise<typeof import("./like-mutation")> | undefined;
const loadMutation = () =>
  (mutation ??= import("./like-mutation").catch((error: unknown) => {
    mutation = undefined; // offline: the next tap tries again
    throw error;
  }));

/** `like(vars)` for the heart on every club card and the club detail (a member's). */
export function useSetLike() {
  const qc = useQueryClient();
  return (vars: LikeVars) =>
    void loadMutation().then(
      (m) => m.runLike(qc, vars),
      (error: unknown) => console.error("찜하기 실패", error),
    );
}
