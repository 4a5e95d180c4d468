import { usePageTitle } from "@/hooks/use-page-title";
import { CreateClubFinish } from "@/features/clubs/components/create-club-finish";

/** /createClub4: date, headcount, question, then create (club + chat room, atomically). */
export function Component() {
  usePageTitle("모임 만들기");
  return <CreateClubFinish />;
}
