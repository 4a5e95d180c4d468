import { useEffect, useRef, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { Navigate } from "@/components/ui/link";
import { ClientResponseError } from "pocketbase";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { takeOAuth2Return, useOAuth2Providers, withRo, type OAuth2Proof } from "@/lib/oauth2";
import { usePageTitle } from "@/hooks/use-page-title";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import alertIcon from "@/components/ui/icons/alert";
import checkIcon from "@/components/ui/icons/check";
import { PageSpinner } from "@/components/ui/spinner";
import { useOAuth2SignIn } from "@/features/auth/api/oauth2-sign-in";
import { useOAuth2Link } from "@/features/auth/api/oauth2-link";
import { OAuth2SignupForm } from "@/features/auth/components/oauth2-signup-form";
import styles from "./welcome.module.css";

// Where 카카오 / the OIDC provider sends the phone back (src/lib/oauth2.ts startOAuth2): signs in,
// asks a new person for the 2/2 profile, links the account for a signed-in member, or hands the
// proof to 회원탈퇴.
export function Component() {
  usePageTitle("로그인");
  const result = takeOAuth2Return(useLocation().search);
  if (!result.ok) {
    if (result.purpose === "delete") return <Navigate to={paths.deleteAccount} replace />;
    return (
      <Outcome ok={false} title="로그인을 마치지 못했어요">
        {result.cancelled ? "로그인을 취소했어요." : "로그인 정보가 맞지 않아요. 처음부터 다시 시도해주세요."}
      </Outcome>
    );
  }
  if (result.purpose === "delete")
    return <Navigate to={paths.deleteAccount} replace state={{ oauth2: result.proof }} />;
  if (result.purpose === "link") return <LinkAccount proof={result.proof} />;
  return <SignIn proof={result.proof} />;
}

/** Runs `start` once, also under StrictMode's double effect. */
function useOnce(start: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  });
}

function SignIn({ proof }: { proof: OAuth2Proof }) {
  const navigate = useNavigate();
  const signIn = useOAuth2SignIn();
  const { data: providers } = useOAuth2Providers();
  useOnce(() =>
    signIn.mutate(proof, {
      onSuccess: (result) => {
        if ("token" in result) void navigate(paths.clubList, { replace: true });
      },
    }),
  );
  if (signIn.data && "signup" in signIn.data) return <OAuth2SignupForm ticket={signIn.data.signup.ticket} />;
  if (!signIn.isError) return <PageSpinner />;
  const data = signIn.error instanceof ClientResponseError ? signIn.error.response?.data : undefined;
  if (data?.email?.code === "oauth2_email_in_use") {
    const name = providers?.find((p) => p.name === proof.provider)?.displayName ?? "";
    return (
      <Outcome
        ok={false}
        title="이미 가입한 이메일이에요"
        action={{
          to: `${paths.login}?link=${encodeURIComponent(proof.provider)}`,
          label: "로그인하고 연결하기",
        }}
      >
        {`이 이메일로 가입한 계정이 있어요. 이메일과 비밀번호로 로그인하면 ${name} 계정을 연결해서 다음부터 ${withRo(name)} 로그인할 수 있어요.`}
      </Outcome>
    );
  }
  return (
    <Outcome ok={false} title="로그인을 마치지 못했어요">
      {errorMessage(signIn.error)}
    </Outcome>
  );
}

function LinkAccount({ proof }: { proof: OAuth2Proof }) {
  const link = useOAuth2Link();
  const { data: providers } = useOAuth2Providers();
  useOnce(() => link.mutate(proof));
  if (link.isIdle || link.isPending) return <PageSpinner />;
  const name = providers?.find((p) => p.name === proof.provider)?.displayName ?? "";
  return link.isSuccess ? (
    <Outcome ok title={`${name} 계정을 연결했어요`} action={{ to: paths.clubList, label: "홈으로 가기" }}>
      {`다음부터 ${name} 계정으로도 로그인할 수 있어요.`}
    </Outcome>
  ) : (
    <Outcome
      ok={false}
      title="계정을 연결하지 못했어요"
      action={{ to: paths.clubList, label: "홈으로 가기" }}
    >
      {errorMessage(link.error)}
    </Outcome>
  );
}

function Outcome({
  ok,
  title,
  children,
  action = { to: paths.login, label: "로그인하러 가기" },
}: {
  ok: boolean;
  title: string;
  children: ReactNode;
  action?: { to: string; label: string };
}) {
  return (
    <section className={styles.page}>
      <div className={styles.badge} aria-hidden="true">
        <Icon path={ok ? checkIcon : alertIcon} size={44} />
      </div>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text} role={ok ? undefined : "alert"}>
        {children}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={action.to} replace fullWidth>
          {action.label}
        </ButtonLink>
        <ButtonLink to={paths.landing} replace variant="secondary" fullWidth>
          홈으로 가기
        </ButtonLink>
      </div>
    </section>
  );
}
