import { useState, type FormEvent } from "react";
import { ClientResponseError } from "pocketbase";
import { paths } from "@/config/paths";
import { isPassword } from "@/lib/account-rules";
import { errorMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { Modal } from "@/components/ui/modal";
import { Icon } from "@/components/ui/icon";
import alertIcon from "@/components/ui/icons/alert";
import checkIcon from "@/components/ui/icons/check";
import { useConfirmPasswordReset } from "../api/password-reset";
import styles from "./auth.module.css";

const EXPIRED = "링크가 만료됐거나 이미 사용됐어요. 비밀번호 찾기를 다시 해주세요.";

/** Sets a new password with the token from the e-mailed link; typed values stay after a failure. */
export function ResetPasswordConfirmForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");
  const [result, setResult] = useState<"ok" | string | null>(null);
  const ready = isPassword(password) && password === passwordConfirm;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || confirm.isPending) return;
    confirm.mutate(
      { token, password, passwordConfirm },
      {
        onSuccess: () => setResult("ok"),
        onError: (err) =>
          setResult(
            err instanceof ClientResponseError && err.status === 400 && err.response?.data?.token
              ? EXPIRED
              : errorMessage(err),
          ),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h2 className={styles.heading}>새 비밀번호를 정해주세요</h2>
      <NewPasswordFields
        password={password}
        passwordConfirm={passwordConfirm}
        onPasswordChange={setPassword}
        onPasswordConfirmChange={setPasswordConfirm}
      />
      <div className={styles.footer}>
        <Button type="submit" fullWidth pending={confirm.isPending} disabled={!ready}>
          비밀번호 변경
        </Button>
      </div>
      <Modal
        open={result === "ok"}
        icon={<Icon path={checkIcon} size={40} />}
        title="비밀번호를 변경했어요"
        text="다른 기기에 로그인되어 있던 곳은 모두 로그아웃됐어요. 새 비밀번호로 로그인해주세요."
        primary={{ label: "로그인하러 가기", to: paths.login, replace: true }}
      />
      <Modal
        open={result !== null && result !== "ok"}
        onClose={() => setResult(null)}
        role="alertdialog"
        icon={<Icon path={alertIcon} size={40} />}
        title="비밀번호를 변경하지 못했어요"
        text={result !== "ok" ? result : null}
        primary={{ label: "확인", onClick: () => setResult(null) }}
      />
    </form>
  );
}
