import { useState } from "react";
import { usePageTitle } from "@/hooks/use-page-title";
import { MemberOnly } from "@/components/layouts/require-auth";
import { TopBar } from "@/components/ui/top-bar";
import { DeleteAccountForm } from "@/features/profile/components/delete-account-form";

// Not under RequireAuth: once the account is gone the session ends at once, and the page must
// stay to say so instead of turning into the auth gate.
export function Component() {
  usePageTitle("회원탈퇴");
  const [left, setLeft] = useState(false);
  return (
    <MemberOnly keep={left}>
      <TopBar title="회원탈퇴" />
      <DeleteAccountForm onLeft={() => setLeft(true)} />
    </MemberOnly>
  );
}
