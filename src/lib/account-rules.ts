// Account input rules and their exact messages (spec 5), shared by signup and profile edit.

export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
// 8–16 characters with a letter, a digit and one of @$!%*#?& (the server accepts up to 72).
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&\s]{8,16}$/;
export const PASSWORD_MAX = 16; // the client rule's; the server accepts up to 72
export const NICKNAME_MAX = 10;
export const PHONE_PATTERN = /^[0-9]{10,11}$/;

export const accountMessages = {
  emailFormat: "이메일 형식이 올바르지 않습니다.",
  emailTaken: "이미 사용 중인 이메일 주소 입니다.",
  password: "비밀번호는 8자 이상 영문, 숫자, 특수문자를 포함해 입력하세요.",
  passwordConfirm: "동일한 비밀번호를 입력해주세요.",
  // Under the field, one line at 360 px (issue 30: two lines wrapped well short of the field).
  passwordHint: "영문·숫자·특수문자(@$!%*#?&) 포함 8~16자",
  nicknameTaken: "이미 사용 중인 닉네임이에요.",
  phoneTaken: "이미 등록된 휴대폰 번호예요!",
  phoneFormat: "휴대폰 번호 10~11자리를 숫자로 입력해주세요.",
} as const;

/** Emails are compared and stored lower-case, so "A@x.kr" and "a@x.kr" are one account. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
export const isPassword = (value: string) => PASSWORD_PATTERN.test(value);
/**
 * Keeps digits only (people paste 010-1234-5678). Never cuts: a 12th digit stays, and PHONE_PATTERN
 * says the number is not 10–11 digits.
 */
export const digitsOnly = (value: string) => value.replace(/\D/g, "");
