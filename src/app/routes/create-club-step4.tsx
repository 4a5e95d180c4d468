import { lazy, Suspense } from "react";
import { usePageTitle } from "@/hooks/use-page-title";
import { CreateClubFinish } from "@/features/clubs/components/create-club-finish";

// Asked once the club exists (loaded only then: nothing of push on first screens).
const PushOptInPrompt = lazy(() => import("@/features/push/components/push-opt-in-prompt"));

/** /createClub4: date, headcount, question, then create (club + chat room, atomically). */
export function Component() {
  usePageTitle("모임 만들기");
  return (
    <CreateClubFinish
      afterCreate={
        <Suspense>
          <PushOptInPrompt reason="club" />
        </Suspense>
      }
    />
  );
}
