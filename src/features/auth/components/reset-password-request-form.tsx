import { useState, type FormEvent } from "react";
import { accountMessages, isEmail } from "@/lib/account-rules";
import { errorMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { Icon } from "@/components/ui/icon";
import alertIcon from "@/components/ui/icons/alert";
import checkIcon from "@/components/ui/icons/check";
import { useRequestPasswordReset } from "../api/password-reset";
import styles from "./auth.module.css";

/** Asks for a reset link by e-mail. The answer is the same whether or not the address has an account. */
export function ResetPasswordRequestForm() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const emailError = email && !isEmail(email) ? accountMessages.emailFormat : undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(email) || request.isPending) return;
    request.mutate(email, {
      onSuccess: () => setSent(email.trim()),
      onError: (err) => setFailure(errorMessage(err)),
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h2 className={styles.heading}>
        가입한 이메일을 알려주세요
        <br />
        비밀번호를 다시 정할 수 있는 링크를 보내드릴게요
      </h2>
      <Input
        label="이메일"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={emailError}
      />
      <div className={styles.footer}>
        <Button type="submit" fullWidth pending={request.isPending} disabled={!isEmail(email)}>
          재설정 링크 보내기
        </Button>
      </div>
      <Modal
        open={sent !== null}
        onClose={() => setSent(null)}
        icon={<Icon path={checkIcon} size={40} />}
        title="메일을 보냈어요"
        text={`${sent ?? ""}(으)로 비밀번호 재설정 링크를 보냈어요. 메일이 보이지 않으면 스팸함도 확인해주세요.`}
        primary={{ label: "확인", onClick: () => setSent(null) }}
      />
      <Modal
        open={failure !== null}
        onClose={() => setFailure(null)}
        role="alertdialog"
        icon={<Icon path={alertIcon} size={40} />}
        title="메일을 보내지 못했어요"
        text={failure}
        primary={{ label: "확인", onClick: () => setFailure(null) }}
      />
    </form>
  );
}
