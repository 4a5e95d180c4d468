import { isRouteErrorResponse, useRouteError } from "react-router";
import { ClientResponseError } from "pocketbase";
import { usePageTitle } from "@/hooks/use-page-title";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { NotFoundRoute } from "./not-found";
import styles from "@/components/layouts/layout.module.css";

/** Generic error page for load failures; a missing record shows the 404 screen. */
export function RootErrorBoundary() {
  const error = useRouteError();
  usePageTitle("오류");
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ClientResponseError && (error.status === 404 || error.status === 400));
  if (notFound) return <NotFoundRoute />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className={styles.errorPage} role="alert">
      <Icon name="alert" size={44} />
      <h1 style={{ margin: 0, fontSize: 20 }}>문제가 발생했어요</h1>
      <p className={styles.errorText}>페이지를 불러오지 못했어요. 잠시 후 다시 시도해주세요.</p>
      <ButtonLink to="/" replace>
        홈으로 가기
      </ButtonLink>
    </section>
  );
}
