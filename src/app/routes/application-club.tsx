import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { usePageTitle } from "@/hooks/use-page-title";
import { useCurrentUser } from "@/lib/session";
import { makeClubLoader, useClub } from "@/features/clubs/api/get-club";
import { isEnded, isLineOpen } from "@/features/clubs/api/types";
import { ApplicationWizard } from "@/features/clubs/components/application-wizard";
import { ClubMissing } from "@/features/clubs/components/club-missing";

export { makeClubLoader as makeLoader };

// Asked after the application or 대기 신청 went through (loaded only then: nothing of push on first screens).
const PushOptInPrompt = lazy(() => import("@/features/push/components/push-opt-in-prompt"));

/** /applicationClub/{id}: the two-step application (대기 신청 on a full club), or why it is not possible. */
export function Component() {
  const { clubId = "" } = useParams();
  const club = useClub(clubId);
  const me = useCurrentUser()?.id ?? "";
  usePageTitle(club.data && isLineOpen(club.data) ? "대기 신청" : "참여 신청");
  if (!club.data)
    return <ClubMissing pending={club.isPending} error={club.error} onRetry={() => void club.refetch()} />;
  const c = club.data;
  const reason =
    c.createUser === me
      ? "내가 만든 모임이에요."
      : c.applicant.includes(me) || c.confirmUser.includes(me)
        ? "이미 신청한 모임이에요."
        : isEnded(c)
          ? "이미 끝난 모임이에요."
          : "";
  return (
    <ApplicationWizard
      club={c}
      blockedReason={reason}
      waitlist={isLineOpen(c)}
      afterApply={
        <Suspense>
          <PushOptInPrompt reason="application" />
        </Suspense>
      }
    />
  );
}
