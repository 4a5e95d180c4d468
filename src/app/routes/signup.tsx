import { Navigate } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import { usePageTitle } from "@/hooks/use-page-title";
import { SignupForm } from "@/features/auth/components/signup-form";

export function Component() {
  usePageTitle("회원가입");
  const user = useCurrentUser();
  if (user) return <Navigate to={paths.clubList} replace />;
  return <SignupForm />;
}
