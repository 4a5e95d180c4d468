import { useOAuth2Providers } from "@/lib/oauth2";
import { useDemoAccount } from "../api/demo-account";
import styles from "./demo-account-hint.module.css";

/**
 * 체험용 테스트 계정, where the server offers one (never in production). It comes after the
 * page is painted, so it waits for the sign-in buttons above it too: nothing painted moves.
 */
export function DemoAccountHint() {
  const { data: demo } = useDemoAccount();
  const { isPending: buttonsPending } = useOAuth2Providers();
  if (!demo || buttonsPending) return null;
  return (
    <aside className={styles.hint} aria-labelledby="test-account-title">
      <h2 id="test-account-title">체험용 테스트 계정</h2>
      <dl>
        <dt>이메일</dt>
        <dd>{demo.email}</dd>
        <dt>비밀번호</dt>
        <dd>{demo.password}</dd>
      </dl>
    </aside>
  );
}
