import { Suspense, lazy, useState } from "react";
import { usePageTitle } from "@/hooks/use-page-title";
import { useCurrentUser } from "@/lib/session";
import { TopBar } from "@/components/ui/top-bar";
import { DeleteAccountForm } from "@/features/profile/components/delete-account-form";

const AuthGate = lazy(() => import("@/components/layouts/auth-gate").then((m) => ({ default: m.AuthGate })));

// Not under RequireAuth: once the deletion is sent the session may end at any moment (the server
// ends every session of the member), and the page must stay to say so instead of turning into the
// auth gate. Before that, visitors get the gate.
export function Component() {
  usePageTitle("회원탈퇴");
  const user = useCurrentUser();
  const [leaving, setLeaving] = useState(false);
  if (!user && !leaving) {
    return (
      <Suspense fallback={null}>
        <AuthGate />
      </Suspense>
    );
  }
  return (
    <>
      <TopBar title="회원탈퇴" />
      <DeleteAccountForm onLeaving={setLeaving} />
    </>
  );
}
