import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { ClientResponseError } from "pocketbase";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/errors";
import { useCurrentUser } from "@/lib/session";
import { usePageTitle } from "@/hooks/use-page-title";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import alertIcon from "@/components/ui/icons/alert";
import checkIcon from "@/components/ui/icons/check";
import { PageSpinner } from "@/components/ui/spinner";
import { useConfirmEmailVerification } from "@/features/auth/api/email-verification";
import styles from "./welcome.module.css";

const EXPIRED = "링크가 만료됐거나 올바르지 않아요. 마이페이지에서 인증 메일을 다시 받아주세요.";

// Opened from the link in the verification e-mail (pb_hooks/mail.pb.js: {APP_URL}/verifyEmail/{TOKEN}).
export function Component() {
  usePageTitle("이메일 인증");
  const { token = "" } = useParams();
  const user = useCurrentUser();
  const confirm = useConfirmEmailVerification();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // once, also under StrictMode's double effect
    started.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  if (confirm.isIdle || confirm.isPending) return <PageSpinner />;
  const ok = confirm.isSuccess;
  const expired = confirm.error instanceof ClientResponseError && confirm.error.status === 400;
  return (
    <section className={styles.page}>
      <div className={styles.badge} aria-hidden="true">
        <Icon path={ok ? checkIcon : alertIcon} size={44} />
      </div>
      <h1 className={styles.title}>{ok ? "이메일 인증이 끝났어요" : "이메일을 인증하지 못했어요"}</h1>
      <p className={styles.text} role={ok ? undefined : "alert"}>
        {ok
          ? "고마워요! 이제 책동네에서 이 주소로 소식을 받을 수 있어요."
          : expired
            ? EXPIRED
            : errorMessage(confirm.error)}
      </p>
      <div className={styles.actions}>
        {user ? (
          <ButtonLink to={paths.myPage} replace fullWidth>
            마이페이지로 가기
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.login} replace fullWidth>
            로그인하러 가기
          </ButtonLink>
        )}
        <ButtonLink to={paths.landing} replace variant="secondary" fullWidth>
          홈으로 가기
        </ButtonLink>
      </div>
    </section>
  );
}
