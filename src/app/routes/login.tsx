import { Navigate } from "react-router";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { LoginForm } from "@/features/auth/components/login-form";

export function Component() {
  usePageTitle("로그인");
  const user = useCurrentUser();
  if (user) return <Navigate to={paths.clubList} replace />;
  return (
    <>
      <TopBar title="로그인" />
      <LoginForm />
    </>
  );
}
