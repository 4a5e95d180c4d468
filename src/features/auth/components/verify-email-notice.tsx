import { errorMessage } from "@/lib/errors";
import { useCurrentUser } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { useResendVerificationMail } from "../api/email-verification";
import styles from "./verify-email-notice.module.css";

/** A gentle note for a member whose email is not verified yet; nothing waits for it. */
export function VerifyEmailNotice() {
  const user = useCurrentUser();
  const resend = useResendVerificationMail();
  if (!user || user.verified !== false) return null;
  return (
    <section className={styles.notice} aria-labelledby="verify-email-title">
      <h2 id="verify-email-title" className={styles.title}>
        이메일 인증을 해주세요
      </h2>
      <p className={styles.text}>
        가입할 때 {user.email ? <strong>{user.email}</strong> : "적은"} 주소로 인증 메일을 보냈어요. 메일의
        링크를 누르면 인증이 끝나요. 인증하지 않아도 책동네는 그대로 쓸 수 있어요.
      </p>
      <Button variant="secondary" size="sm" pending={resend.isPending} onClick={() => resend.mutate()}>
        인증 메일 다시 보내기
      </Button>
      <p className={styles.status} role="status">
        {resend.isSuccess && resend.data.status === "sent"
          ? "인증 메일을 다시 보냈어요. 메일함을 확인해주세요."
          : null}
        {resend.isError ? errorMessage(resend.error) : null}
      </p>
    </section>
  );
}
