import { useState, type FormEvent } from "react";
import type { SessionUser } from "@/lib/session";
import { accountMessages, isPassword } from "@/lib/account-rules";
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
  const set = (key: keyof PasswordChange) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const filled = values.oldPassword !== "" && values.password !== "" && values.passwordConfirm !== "";
  const ruleError = values.password && !isPassword(values.password) ? accountMessages.password : undefined;
  const confirmError = values.passwordConfirm && values.passwordConfirm !== values.password ? accountMessages.passwordConfirm : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!filled || ruleError || confirmError || change.isPending) return;
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
      <Input label="현재 비밀번호" type="password" autoComplete="current-password" value={values.oldPassword} onChange={set("oldPassword")} />
      <Input
        label="새 비밀번호"
        type="password"
        autoComplete="new-password"
        maxLength={16}
        value={values.password}
        onChange={set("password")}
        error={ruleError}
        hint="8~16자, 영문·숫자·특수문자(@$!%*#?&)를 모두 포함해주세요."
      />
      <Input
        label="새 비밀번호 확인"
        type="password"
        autoComplete="new-password"
        maxLength={16}
        value={values.passwordConfirm}
        onChange={set("passwordConfirm")}
        error={confirmError}
      />
      <div className={styles.footer}>
        <Button type="submit" fullWidth disabled={!filled} pending={change.isPending}>
          비밀번호 변경
        </Button>
      </div>
      <ChangeResultDialogs result={result} onClose={() => setResult(null)} failureTitle="비밀번호를 변경하지 못했어요" />
    </form>
  );
}
