import { useCurrentUser } from "@/lib/session";
import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { PasswordForm } from "@/features/profile/components/password-form";

export function Component() {
  usePageTitle("비밀번호 변경");
  const user = useCurrentUser();
  return (
    <>
      <TopBar title="비밀번호 변경" />
      {user ? <PasswordForm user={user} /> : null}
    </>
  );
}
