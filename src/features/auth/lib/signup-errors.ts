import { ClientResponseError } from "pocketbase";
import { accountMessages } from "@/lib/account-rules";

export interface SignupFieldErrors {
  email?: string;
  nickname?: string;
  phone?: string;
}

/** Field errors the server can still raise on submit (someone took the value meanwhile). */
export function signupFieldErrors(error: unknown): SignupFieldErrors | null {
  if (!(error instanceof ClientResponseError)) return null;
  const data = (error.response?.data ?? {}) as Record<string, { code?: string } | undefined>;
  const out: SignupFieldErrors = {};
  if (data.email)
    out.email =
      data.email.code === "validation_invalid_email"
        ? accountMessages.emailFormat
        : accountMessages.emailTaken;
  if (data.nickname) out.nickname = accountMessages.nicknameTaken;
  if (data.phone)
    out.phone =
      data.phone.code === "validation_not_unique" ? accountMessages.phoneTaken : accountMessages.phoneFormat;
  return Object.keys(out).length ? out : null;
}
