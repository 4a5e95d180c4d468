import { Navigate } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import { usePageTitle } from "@/hooks/use-page-title";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import bookIcon from "@/components/ui/icons/book";
import { DemoAccountHint } from "@/features/auth/components/demo-account-hint";
import { OAuth2Buttons } from "@/features/auth/components/oauth2-buttons";
import styles from "./landing.module.css";

/** / — the landing page (lazy: index.html links its CSS and starts its file on `/` only). */
export function Component() {
  usePageTitle("홈");
  const user = useCurrentUser();
  if (user) return <Navigate to={paths.clubList} replace />;
  return (
    <section className={styles.page}>
      <div className={styles.logo} aria-hidden="true">
        <Icon path={bookIcon} size={48} />
      </div>
      <div>
        <h1 className={styles.title}>책동네</h1>
        <p className={styles.tagline}>
          책 리뷰를 나누고, 함께 읽을 이웃을 만나는
          <br />
          우리 동네 독서 모임
        </p>
      </div>
      <div className={styles.actions}>
        <ButtonLink to={paths.clubList} variant="secondary" fullWidth>
          둘러보기
        </ButtonLink>
        <ButtonLink to={paths.login} fullWidth>
          로그인
        </ButtonLink>
        <ButtonLink to={paths.signup} variant="text" fullWidth>
          회원가입
        </ButtonLink>
      </div>
      <OAuth2Buttons divider />
      {/* Dev and demo servers only (the server decides): never in the prerendered page. */}
      <DemoAccountHint />
    </section>
  );
}
