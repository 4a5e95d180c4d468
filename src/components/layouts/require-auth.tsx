import { Suspense, lazy } from "react";
import { Outlet } from "react-router";
import { useCurrentUser } from "@/lib/session";

// Lazy: members never need it, and the modal stays out of the first-load JS of every page.
const AuthGate = lazy(() => import("./auth-gate").then((m) => ({ default: m.AuthGate })));

/** Layout route for guarded pages: renders them for members, the auth gate for visitors. */
export function RequireAuth() {
  const user = useCurrentUser();
  if (user) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <AuthGate />
    </Suspense>
  );
}
