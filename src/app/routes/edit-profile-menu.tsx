import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { ProfileMenu } from "@/features/profile/components/profile-menu";

export function Component() {
  usePageTitle("내 정보 수정");
  return (
    <>
      <TopBar title="내 정보 수정" />
      <ProfileMenu />
    </>
  );
}
