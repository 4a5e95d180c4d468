import { Suspense, lazy, useState } from "react";
import { usePageTitle } from "@/hooks/use-page-title";
import { useCurrentUser } from "@/lib/session";
import { TopBar } from "@/components/ui/top-bar";
import { DeleteAccountForm } from "@/features/profile/components/delete-account-form";

const AuthGate = lazy(() => import("@/components/layouts/auth-gate").then((m) => ({ default: m.AuthGate })));

// Not under RequireAuth: once the account is gone the session ends at once, and the page must
// stay to say so instead of turning into the auth gate. Before that, visitors get the gate.
export function Component() {
  usePageTitle("회원탈퇴");
  const user = useCurrentUser();
  const [left, setLeft] = useState(false);
  if (!user && !left) {
    return (
      <Suspense fallback={null}>
        <AuthGate />
      </Suspense>
    );
  }
  return (
    <>
      <TopBar title="회원탈퇴" />
      <DeleteAccountForm onLeft={() => setLeft(true)} />
    </>
  );
}
