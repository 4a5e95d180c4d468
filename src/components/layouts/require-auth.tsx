import { Outlet } from "react-router";
import { useCurrentUser } from "@/lib/session";
import { AuthGate } from "./auth-gate";

/** Layout route for guarded pages: renders them for members, the auth gate for visitors. */
export function RequireAuth() {
  const user = useCurrentUser();
  return user ? <Outlet /> : <AuthGate />;
}
