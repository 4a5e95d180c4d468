import { useCurrentUser } from "@/lib/session";
import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { EditProfileForm } from "@/features/profile/components/edit-profile-form";

export function Component() {
  usePageTitle("프로필 수정");
  const user = useCurrentUser();
  return (
    <>
      <TopBar title="프로필 수정" />
      {user ? <EditProfileForm user={user} /> : null}
    </>
  );
}
