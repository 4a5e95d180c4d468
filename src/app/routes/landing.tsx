import { Navigate } from "@/components/ui/link";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/lib/session";
import { usePageTitle } from "@/hooks/use-page-title";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import bookIcon from "@/components/ui/icons/book";
import { OAuth2Buttons } from "@/features/auth/components/oauth2-buttons";
import styles from "./landing.module.css";

// One of the seeded accounts (seed/data.mjs), shown so anyone can try the app.
export const TEST_ACCOUNT = { email: "test1@chaekdongne.kr", password: "test1234!" };

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
      <aside className={styles.hint} aria-labelledby="test-account-title">
        <h2 id="test-account-title">체험용 테스트 계정</h2>
        <dl>
          <dt>이메일</dt>
          <dd>{TEST_ACCOUNT.email}</dd>
          <dt>비밀번호</dt>
          <dd>{TEST_ACCOUNT.password}</dd>
        </dl>
      </aside>
      <div className={styles.actions}>
        <ButtonLink to={paths.clubList} variant="secondary" fullWidth>
          둘러보기
        </ButtonLink>
        <ButtonLink to={paths.login} fullWidth>
          로그인
        </ButtonLink>
        <ButtonLink to={paths.signup} variant="ghost" fullWidth>
          회원가입
        </ButtonLink>
      </div>
      <OAuth2Buttons divider />
    </section>
  );
}
