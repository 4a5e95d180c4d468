import { useParams } from "react-router";
import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { ResetPasswordConfirmForm } from "@/features/auth/components/reset-password-confirm-form";

// Opened from the link in the reset e-mail (pb_hooks/mail.pb.js writes {APP_URL}/resetPassword/{TOKEN}).
export function Component() {
  usePageTitle("새 비밀번호");
  const { token = "" } = useParams();
  return (
    <>
      <TopBar title="새 비밀번호" />
      <ResetPasswordConfirmForm token={token} />
    </>
  );
}
