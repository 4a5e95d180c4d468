import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import { getOAuth2ProvidersQueryOptions, startOAuth2, useOAuth2Providers } from "@/lib/oauth2";
import { usePageTitle } from "@/hooks/use-page-title";
import { TopBar } from "@/components/ui/top-bar";
import { PageSpinner } from "@/components/ui/spinner";
import { LoginForm } from "@/features/auth/components/login-form";

// The 카카오 / OIDC buttons render with the form (no jump when they arrive); a failure to load
// them only leaves them out.
export const makeLoader = (queryClient: QueryClient) => () =>
  queryClient.ensureQueryData(getOAuth2ProvidersQueryOptions()).catch(() => null);

/** /login, and /login?link=kakao: sign in with the password, then link that provider account. */
export function Component() {
  usePageTitle("로그인");
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const { data: providers } = useOAuth2Providers();
  const [leaving, setLeaving] = useState(false);
  const linking = providers?.find((p) => p.name === params.get("link"));
  if (leaving) return <PageSpinner />;
  if (user) return <Navigate to={paths.clubList} replace />;
  return (
    <>
      <TopBar title="로그인" />
      <LoginForm
        note={linking ? `로그인하면 ${linking.displayName} 계정이 이 계정에 연결돼요.` : undefined}
        onSignedIn={
          linking
            ? () => {
                setLeaving(true);
                void startOAuth2(linking, "link");
              }
            : undefined
        }
      />
    </>
  );
}
