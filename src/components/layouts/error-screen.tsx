import { usePageTitle } from "@/hooks/use-page-title";
import { Button, ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import alertIcon from "@/components/ui/icons/alert";
import { errorKind, type ErrorKind } from "@/lib/error-kind";
import styles from "./layout.module.css";

const COPY: Record<Exclude<ErrorKind, "not-found">, { title: string; heading: string; text: string }> = {
  "no-access": {
    title: "볼 수 없는 페이지",
    heading: "볼 수 없는 페이지예요",
    text: "이 내용을 볼 권한이 없어요. 로그인한 계정을 확인해주세요.",
  },
  offline: {
    title: "연결 끊김",
    heading: "인터넷에 연결되어 있지 않아요",
    text: "연결을 확인한 뒤 다시 시도해주세요. 작성 중인 내용은 그대로 있어요.",
  },
  server: {
    title: "오류",
    heading: "문제가 발생했어요",
    text: "페이지를 불러오지 못했어요. 잠시 후 다시 시도해주세요.",
  },
};

interface ErrorScreenProps {
  /** What failed (a thrown error, or `{ status }`): its kind picks the screen (errorKind). */
  error: unknown;
  /** Shown for offline and server errors, where trying again can help. */
  onRetry?: () => void;
}

/**
 * The one screen for a failed page: not found (spec 2's 404), no access, offline or a server error.
 * It tells the kinds apart itself, so the error boundaries that load it lazily stay small.
 */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const kind = errorKind(error);
  if (import.meta.env.DEV && kind === "server") console.error(error);
  if (kind === "not-found") return <NotFoundScreen />;
  return <FailureScreen kind={kind} onRetry={onRetry} />;
}

function FailureScreen({ kind, onRetry }: { kind: Exclude<ErrorKind, "not-found">; onRetry?: () => void }) {
  const copy = COPY[kind];
  usePageTitle(copy.title);
  return (
    <section className={styles.errorPage} role="alert">
      <Icon path={alertIcon} size={44} />
      <h1 className={styles.errorHeading}>{copy.heading}</h1>
      <p className={styles.errorText}>{copy.text}</p>
      {onRetry && kind !== "no-access" ? <Button onClick={onRetry}>다시 시도</Button> : null}
      <ButtonLink to="/" replace variant={onRetry && kind !== "no-access" ? "secondary" : "primary"}>
        홈으로 가기
      </ButtonLink>
    </section>
  );
}

/** 404 screen exactly as spec 2 gives it: title "404 error", 404 Not found, 페이지를 찾을 수 없습니다. */
export function NotFoundScreen() {
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
