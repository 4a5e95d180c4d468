import { useParams } from "react-router";
import { usePageTitle } from "@/hooks/use-page-title";
import { makeClubLoader, useClub } from "@/features/clubs/api/get-club";
import { ClubDetailTopBar } from "@/features/clubs/components/club-detail-top-bar";
import { ClubDetailView } from "@/features/clubs/components/club-detail-view";
import { DetailFooter } from "@/features/clubs/components/detail-footer";
import { FullClubDialog } from "@/features/clubs/components/full-club-dialog";
import { ClubMissing } from "@/features/clubs/components/club-missing";

export { makeClubLoader as makeLoader };

/** /club/{id}: the club, live, with the footer for the member's state. */
export function Component() {
  const { clubId = "" } = useParams();
  const club = useClub(clubId);
  usePageTitle(club.data?.title ?? "모임 상세");
  if (!club.data)
    return <ClubMissing pending={club.isPending} error={club.error} onRetry={() => void club.refetch()} />;
  return (
    <>
      <ClubDetailTopBar club={club.data} />
      <ClubDetailView club={club.data} />
      <DetailFooter club={club.data} />
      <FullClubDialog club={club.data} />
    </>
  );
}
