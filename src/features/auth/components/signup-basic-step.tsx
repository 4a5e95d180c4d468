import type { FormEvent } from "react";
import { useAvailabilityStatus } from "@/lib/availability";
import { accountMessages, isEmail, isPassword, normalizeEmail, PASSWORD_MAX } from "@/lib/account-rules";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { availabilityHint } from "../lib/availability-hint";
import type { SetSignupValue, SignupValues } from "../lib/signup-values";
import styles from "./auth.module.css";

interface Props {
  values: SignupValues;
  set: SetSignupValue;
  onNext: () => void;
  /** The server said the email is taken (someone signed up with it meanwhile). */
  emailError?: string;
}

/** Signup 1/2: email (format + not registered, 300 ms debounce), password rule, confirmation. */
export function SignupBasicStep({ values, set, onNext, emailError }: Props) {
  const email = normalizeEmail(values.email);
  const emailOk = isEmail(email);
  const emailStatus = useAvailabilityStatus("email", email, { valid: emailOk, delay: 300 });
  const passwordOk = isPassword(values.password);
  const confirmOk = values.passwordConfirm !== "" && values.passwordConfirm === values.password;
  const canNext = emailOk && emailStatus === "available" && passwordOk && confirmOk;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canNext) onNext();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 className={styles.heading}>로그인에 사용할 계정 정보를 입력해주세요</h2>
      <Input
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="example@email.com"
        value={values.email}
        onChange={(e) => set("email", e.target.value)}
        {...(values.email && !emailOk
          ? { error: accountMessages.emailFormat }
          : emailError
            ? { error: emailError }
            : availabilityHint(emailStatus, {
                taken: accountMessages.emailTaken,
                available: "사용할 수 있는 이메일이에요.",
              }))}
      />
      <Input
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={values.password}
        onChange={(e) => set("password", e.target.value)}
        error={values.password && !passwordOk ? accountMessages.password : undefined}
        hint={accountMessages.passwordHint}
      />
      <Input
        label="비밀번호 확인"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={values.passwordConfirm}
        onChange={(e) => set("passwordConfirm", e.target.value)}
        error={values.passwordConfirm && !confirmOk ? accountMessages.passwordConfirm : undefined}
      />
      <div className={styles.footer}>
        <Button type="submit" fullWidth disabled={!canNext}>
          다음
        </Button>
      </div>
    </form>
  );
}
