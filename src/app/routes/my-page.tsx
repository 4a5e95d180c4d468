import { currentUserId, useCurrentUser } from "@/lib/session";
import type { QueryClient } from "@tanstack/react-query";
import { usePageTitle } from "@/hooks/use-page-title";
import { PageHeader } from "@/components/ui/page-header";
import { ProfileCard } from "@/features/profile/components/profile-card";
import { MyActivity } from "@/features/profile/components/my-activity";
import { LogoutButton } from "@/features/profile/components/logout-button";
import { VerifyEmailNotice } from "@/features/auth/components/verify-email-notice";
import { getLikedClubsQueryOptions } from "@/features/profile/api/get-liked-clubs";
import { getMyReviewsQueryOptions } from "@/features/profile/api/get-my-reviews";

// Logging out: this device stops getting the member's pushes (loaded only then).
const forgetPushDevice = () => import("@/features/push/lib/device").then((m) => m.forgetThisDevice());

// Start both fetches with the route chunk; the page still renders while they load.
export const makeLoader = (queryClient: QueryClient) =>
  function loader() {
    const id = currentUserId();
    if (id) {
      void queryClient.prefetchQuery(getLikedClubsQueryOptions(id));
      void queryClient.prefetchQuery(getMyReviewsQueryOptions(id));
    }
    return null;
  };

export function Component() {
  usePageTitle("마이페이지");
  const user = useCurrentUser();
  if (!user) return null; // RequireAuth shows the auth gate
  return (
    <>
      <PageHeader title="마이페이지" right={<LogoutButton beforeSignOut={forgetPushDevice} />} />
      <ProfileCard user={user} />
      <VerifyEmailNotice />
      <MyActivity userId={user.id} />
    </>
  );
}
