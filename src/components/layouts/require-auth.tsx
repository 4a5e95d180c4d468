import { Suspense, lazy, type ReactNode } from "react";
import { Outlet } from "react-router";
import { useCurrentUser } from "@/lib/session";

// Lazy: members never need it, and the modal stays out of the first-load JS of every page.
const AuthGate = lazy(() => import("./auth-gate").then((m) => ({ default: m.AuthGate })));

interface MemberOnlyProps {
  children: ReactNode;
  /** Keep showing the page without a session: it ended the session itself and still has something to say. */
  keep?: boolean;
}

/** Renders its children for members, the auth gate for visitors. */
export function MemberOnly({ children, keep = false }: MemberOnlyProps) {
  const user = useCurrentUser();
  if (user || keep) return children;
  return (
    <Suspense fallback={null}>
      <AuthGate />
    </Suspense>
  );
}

/** Layout route for guarded pages. */
export function RequireAuth() {
  return (
    <MemberOnly>
      <Outlet />
    </MemberOnly>
  );
}
