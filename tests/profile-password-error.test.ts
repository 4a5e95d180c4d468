// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ClientResponseError } from "pocketbase";
import { passwordErrorMessage } from "@/features/profile/lib/password-error";
import { FALLBACK_ERROR } from "@/lib/errors";

const fail = (data: Record<string, { code: string; message: string }>) =>
  new ClientResponseError({ status: 400, response: { code: 400, message: "Something went wrong", data } });

describe("password change errors (spec 8: the first field error message is the key)", () => {
  it.each([
    ["Missing or invalid old password.", "현재 비밀번호를 확인해주세요."],
    ["The length must be between 8 and 72.", "비밀번호는 8자 이상 영문, 숫자, 특수문자를 포함해 입력하세요."],
    ["Cannot be blank.", "비밀번호를 모두 입력해주세요."],
    ["Values don't match.", "비밀번호가 일치하지 않아요."],
  ])("%s → %s", (message, text) => {
    expect(passwordErrorMessage(fail({ password: { code: "any", message } }))).toBe(text);
  });

  it("uses the first field when the server reports several (PocketBase sorts them)", () => {
    const error = fail({
      oldPassword: { code: "validation_invalid_old_password", message: "Missing or invalid old password." },
      passwordConfirm: { code: "validation_values_mismatch", message: "Values don't match." },
    });
    expect(passwordErrorMessage(error)).toBe("현재 비밀번호를 확인해주세요.");
  });

  it("maps a too-large file by its code and falls back otherwise", () => {
    expect(
      passwordErrorMessage(
        fail({ img: { code: "validation_file_size_limit", message: "Failed to upload" } }),
      ),
    ).toBe("지원하지 않는 이미지 크기예요.");
    expect(passwordErrorMessage(fail({ password: { code: "x", message: "Something new." } }))).toBe(
      FALLBACK_ERROR,
    );
    expect(passwordErrorMessage(fail({}))).toBe(FALLBACK_ERROR);
    expect(passwordErrorMessage(new TypeError("offline"))).toBe(FALLBACK_ERROR);
  });
});
