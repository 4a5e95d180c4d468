import { accountMessages, isPassword, PASSWORD_MAX } from "@/lib/account-rules";
import { Input } from "@/components/ui/input";

interface NewPasswordFieldsProps {
  password: string;
  passwordConfirm: string;
  onPasswordChange: (value: string) => void;
  onPasswordConfirmChange: (value: string) => void;
}

/** Errors of a new password and its confirmation, as the fields show them (spec 5 messages). */
export function newPasswordErrors(password: string, passwordConfirm: string) {
  return {
    password: password && !isPassword(password) ? accountMessages.password : undefined,
    passwordConfirm:
      passwordConfirm && passwordConfirm !== password ? accountMessages.passwordConfirm : undefined,
  };
}

/** 새 비밀번호 + 새 비밀번호 확인, shared by the password change and the reset link. */
export function NewPasswordFields({
  password,
  passwordConfirm,
  onPasswordChange,
  onPasswordConfirmChange,
}: NewPasswordFieldsProps) {
  const errors = newPasswordErrors(password, passwordConfirm);
  return (
    <>
      <Input
        label="새 비밀번호"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
        error={errors.password}
        hint={accountMessages.passwordHint}
      />
      <Input
        label="새 비밀번호 확인"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={passwordConfirm}
        onChange={(e) => onPasswordConfirmChange(e.target.value)}
        error={errors.passwordConfirm}
      />
    </>
  );
}
