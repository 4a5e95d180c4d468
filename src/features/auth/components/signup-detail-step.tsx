import type { FormEvent } from "react";
import { useAvailabilityStatus } from "@/lib/availability";
import { accountMessages, digitsOnly, NICKNAME_MAX, PHONE_PATTERN } from "@/lib/account-rules";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { availabilityHint } from "../lib/availability-hint";
import type { SetSignupValue, SignupValues } from "../lib/signup-values";
import type { SignupFieldErrors } from "../lib/signup-errors";
import { GenderField } from "./gender-field";
import styles from "./auth.module.css";
import { todayInputValue } from "@/lib/format-date";
import { isOverLimit } from "@/lib/text-limit";

interface Props {
  values: SignupValues;
  set: SetSignupValue;
  onSubmit: () => void;
  pending: boolean;
  /** Errors the server returned on the last submit. */
  serverErrors: SignupFieldErrors;
}

/** Signup 2/2: nickname and phone (both unique, 300 ms debounce), birth date, gender. */
export function SignupDetailStep({ values, set, onSubmit, pending, serverErrors }: Props) {
  const nickname = values.nickname.trim();
  const nicknameFits = !isOverLimit(values.nickname, NICKNAME_MAX);
  const nicknameStatus = useAvailabilityStatus("nickname", nickname, {
    valid: nickname.length > 0 && nicknameFits,
    delay: 300,
  });
  const phoneOk = PHONE_PATTERN.test(values.phone);
  const phoneStatus = useAvailabilityStatus("phone", values.phone, { valid: phoneOk, delay: 300 });
  const canSubmit =
    nickname.length > 0 &&
    nicknameFits &&
    nicknameStatus !== "taken" &&
    nicknameStatus !== "checking" &&
    phoneOk &&
    phoneStatus !== "taken" &&
    phoneStatus !== "checking" &&
    values.birth !== "" &&
    values.gender !== "";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSubmit && !pending) onSubmit();
  };

  const nicknameHint = availabilityHint(nicknameStatus, {
    taken: accountMessages.nicknameTaken,
    available: "멋진 닉네임이에요!",
  });
  const phoneHint = availabilityHint(phoneStatus, {
    taken: accountMessages.phoneTaken,
    available: "사용할 수 있는 번호예요.",
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 className={styles.heading}>책동네에서 사용할 프로필을 알려주세요</h2>
      <Input
        label="닉네임"
        autoComplete="nickname"
        maxLength={NICKNAME_MAX}
        placeholder={`최대 ${NICKNAME_MAX}자`}
        value={values.nickname}
        onChange={(e) => set("nickname", e.target.value)}
        {...nicknameHint}
        error={nicknameHint.error ?? serverErrors.nickname}
      />
      <Input
        label="휴대폰 번호"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="'-' 없이 숫자만 입력"
        value={values.phone}
        // No maxLength: a pasted "010-1234-5678" is 13 characters; digitsOnly keeps the digits.
        onChange={(e) => set("phone", digitsOnly(e.target.value))}
        hint={values.phone && !phoneOk ? accountMessages.phoneFormat : undefined}
        {...phoneHint}
        error={phoneHint.error ?? serverErrors.phone}
      />
      <Input
        label="생년월일"
        type="date"
        min="1900-01-01"
        max={todayInputValue()}
        value={values.birth}
        onChange={(e) => set("birth", e.target.value)}
      />
      <GenderField value={values.gender} onChange={(g) => set("gender", g)} />
      <div className={styles.footer}>
        <Button type="submit" fullWidth disabled={!canSubmit} pending={pending}>
          가입하기
        </Button>
      </div>
    </form>
  );
}
