import { usePageTitle } from "@/hooks/use-page-title";
import { ButtonLink } from "@/components/ui/button";
import styles from "@/components/layouts/layout.module.css";

/** 404 screen exactly as spec 2 gives it. */
export function NotFoundRoute() {
  usePageTitle("404 error");
  return (
    <section className={styles.errorPage}>
      <h1 className={styles.errorCode}>404 Not found</h1>
      <p className={styles.errorText}>페이지를 찾을 수 없습니다.</p>
      <ButtonLink to="/" replace>
        홈으로 가기
      </ButtonLink>
    </section>
  );
}

export const Component = NotFoundRoute;
