import { Navigate } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { PasswordForm } from "@/features/profile/components/password-form";

export function Component() {
  usePageTitle("비밀번호 변경");
  const user = useCurrentUser();
  // A member who signs in with 카카오 / OIDC only has no password to change (the menu hides it).
  if (user?.signInWith) return <Navigate to={paths.editProfileMenu} replace />;
  return (
    <>
      <TopBar title="비밀번호 변경" />
      {user ? <PasswordForm user={user} /> : null}
    </>
  );
}
