// @vitest-environment node
import { describe, expect, it } from "vitest";
import { digitsOnly, isEmail, isPassword, normalizeEmail } from "@/lib/account-rules";
import { signupFieldErrors } from "@/features/auth/lib/signup-errors";
import { ClientResponseError } from "pocketbase";

describe("signup input rules (spec 5)", () => {
  it("accepts letters, digits, dot, underscore and hyphen before @ and a 2–4 letter TLD", () => {
    for (const ok of ["a.b_c-d@chaekdongne.kr", "READER9@mail.co.kr", "x@y.info"])
      expect(isEmail(ok), ok).toBe(true);
    for (const bad of ["no-at-sign", "a@b", "a@b.c", "a@b.toolong", "a+b@c.kr", "한글@c.kr"])
      expect(isEmail(bad), bad).toBe(false);
  });

  it("wants 8–16 characters with a letter, a digit and one of @$!%*#?&", () => {
    for (const ok of ["test1234!", "Abcdefg1@", "a1&aaaaaaaaaaaaa"]) expect(isPassword(ok), ok).toBe(true);
    for (const bad of ["tes123!", "testtest!", "12345678!", "test12345", "a1&aaaaaaaaaaaaaa", "test1234^"])
      expect(isPassword(bad), bad).toBe(false);
  });

  it("keeps phone digits only (never cut), and lower-cases emails", () => {
    expect(digitsOnly("010-1234-5678")).toBe("01012345678");
    // Never cut: a 12th digit stays and the number fails the 10–11 digit rule visibly.
    expect(digitsOnly("0101234567899")).toBe("0101234567899");
    expect(normalizeEmail("  Reader@Mail.KR ")).toBe("reader@mail.kr");
  });
});

describe("signup errors the server raises on submit", () => {
  const fail = (data: Record<string, { code: string; message: string }>) =>
    new ClientResponseError({ status: 400, response: { code: 400, message: "x", data } });

  it("names the taken field in Korean", () => {
    expect(signupFieldErrors(fail({ nickname: { code: "validation_not_unique", message: "" } }))).toEqual({
      nickname: "이미 사용 중인 닉네임이에요.",
    });
    expect(signupFieldErrors(fail({ phone: { code: "validation_not_unique", message: "" } }))).toEqual({
      phone: "이미 등록된 휴대폰 번호예요!",
    });
    expect(signupFieldErrors(fail({ email: { code: "validation_invalid_email", message: "" } }))?.email).toBe(
      "이메일 형식이 올바르지 않습니다.",
    );
    expect(signupFieldErrors(fail({ email: { code: "validation_not_unique", message: "" } }))?.email).toBe(
      "이미 사용 중인 이메일 주소 입니다.",
    );
  });

  it("returns null for anything that is not a field error", () => {
    expect(signupFieldErrors(new Error("boom"))).toBeNull();
    expect(signupFieldErrors(fail({}))).toBeNull();
  });
});
