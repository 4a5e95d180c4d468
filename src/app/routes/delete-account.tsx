import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { DeleteAccountForm } from "@/features/profile/components/delete-account-form";

export function Component() {
  usePageTitle("회원탈퇴");
  return (
    <>
      <TopBar title="회원탈퇴" />
      <DeleteAccountForm />
    </>
  );
}
