import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Navigate } from "@/components/ui/link";
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import {
  getOAuth2ProvidersQueryOptions,
  startOAuth2,
  useOAuth2Providers,
  type OAuth2Provider,
} from "@/lib/oauth2";
import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { PageSpinner } from "@/components/ui/spinner";
import { LoginForm } from "@/features/auth/components/login-form";

// The 카카오 / OIDC buttons render with the form (no jump when they arrive); a failure to load
// them only leaves them out. The file that forgets the visitor's cache at sign-in
// (../session-end.ts, with the mutation effects) is fetched meanwhile, so the first screen after
// signing in already shows the member's view.
export const makeLoader = (queryClient: QueryClient) => () => {
  void import("../mutation-effects").catch(() => undefined);
  return queryClient.ensureQueryData(getOAuth2ProvidersQueryOptions()).catch(() => null);
};

/**
 * /login, and /login?link=kakao (from /oauth2/callback when the provider's e-mail already has an
 * account): once signed in with the password, the phone goes to the provider again to link it.
 */
export function Component() {
  usePageTitle("로그인");
  const user = useCurrentUser();
  const params = new URLSearchParams(useLocation().search);
  const providers = useOAuth2Providers();
  const linkName = params.get("link");
  const linking = providers.data?.find((p) => p.name === linkName);
  if (user && linkName && (linking || providers.isPending)) return <LeaveToLink provider={linking} />;
  if (user) return <Navigate to={paths.clubList} replace />;
  return (
    <>
      <TopBar title="로그인" />
      <LoginForm
        note={linking ? `로그인하면 ${linking.displayName} 계정이 이 계정에 연결돼요.` : undefined}
      />
    </>
  );
}

function LeaveToLink({ provider }: { provider?: OAuth2Provider }) {
  const started = useRef(false);
  useEffect(() => {
    if (!provider || started.current) return;
    started.current = true;
    void startOAuth2(provider, "link");
  }, [provider]);
  return <PageSpinner />;
}
