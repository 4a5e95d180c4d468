import { useState, type FormEvent } from "react";
import type { SessionUser } from "@/lib/session";
import { NewPasswordFields, newPasswordErrors } from "@/components/forms/new-password-fields";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useChangePassword, type PasswordChange } from "../api/change-password";
import { passwordErrorMessage } from "../lib/password-error";
import styles from "./profile.module.css";
import { ChangeResultDialogs } from "./change-result-dialogs";

const EMPTY: PasswordChange = { oldPassword: "", password: "", passwordConfirm: "" };

/** Current, new and confirmation; enabled once all three are filled (spec 5). */
export function PasswordForm({ user }: { user: SessionUser }) {
  const change = useChangePassword(user.id, user.email ?? "");
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<"ok" | string | null>(null);

  const filled = values.oldPassword !== "" && values.password !== "" && values.passwordConfirm !== "";
  const errors = newPasswordErrors(values.password, values.passwordConfirm);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!filled || errors.password || errors.passwordConfirm || change.isPending) return;
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setResult("ok");
      },
      onError: (err) => setResult(passwordErrorMessage(err)),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Input
        label="현재 비밀번호"
        type="password"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={(e) => setValues((v) => ({ ...v, oldPassword: e.target.value }))}
      />
      <NewPasswordFields
        password={values.password}
        passwordConfirm={values.passwordConfirm}
        onPasswordChange={(password) => setValues((v) => ({ ...v, password }))}
        onPasswordConfirmChange={(passwordConfirm) => setValues((v) => ({ ...v, passwordConfirm }))}
      />
      <div className={styles.footer}>
        <Button type="submit" fullWidth disabled={!filled} pending={change.isPending}>
          비밀번호 변경
        </Button>
      </div>
      <ChangeResultDialogs
        result={result}
        onClose={() => setResult(null)}
        failureTitle="비밀번호를 변경하지 못했어요"
      />
    </form>
  );
}
