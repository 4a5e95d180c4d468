import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { ResetPasswordRequestForm } from "@/features/auth/components/reset-password-request-form";

export function Component() {
  usePageTitle("비밀번호 찾기");
  return (
    <>
      <TopBar title="비밀번호 찾기" />
      <ResetPasswordRequestForm />
    </>
  );
}
