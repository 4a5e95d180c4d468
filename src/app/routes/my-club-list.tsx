import { TopBar } from "@/components/ui/top-bar";
import { usePageTitle } from "@/hooks/use-page-title";
import { useCurrentUser } from "@/lib/session";
import { MyClubs } from "@/features/clubs/components/my-clubs";

/** /myClubList: clubs I take part in, created, or wait for. */
export function Component() {
  usePageTitle("내 모임");
  const user = useCurrentUser();
  return (
    <>
      <TopBar title="내 모임" />
      {user ? <MyClubs userId={user.id} /> : null}
    </>
  );
}
