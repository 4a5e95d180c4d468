import { paths } from "@/config/paths";
import { usePageTitle } from "@/hooks/use-page-title";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import checkIcon from "@/components/ui/icons/check";
import styles from "./welcome.module.css";

/** Signup complete (also reached as /Welcome: paths match case-insensitively). */
export function Component() {
  usePageTitle("가입 완료");
  return (
    <section className={styles.page}>
      <div className={styles.badge} aria-hidden="true">
        <Icon path={checkIcon} size={44} />
      </div>
      <h1 className={styles.title}>가입을 환영해요!</h1>
      <p className={styles.text}>
        책동네 회원이 되셨어요.
        <br />
        로그인하고 이웃들과 책 이야기를 나눠보세요.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={paths.login} replace fullWidth>
          로그인하러 가기
        </ButtonLink>
        <ButtonLink to={paths.landing} replace variant="secondary" fullWidth>
          홈으로 가기
        </ButtonLink>
      </div>
    </section>
  );
}
