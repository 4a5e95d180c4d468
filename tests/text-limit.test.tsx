import { describe, expect, it } from "vitest";
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Input } from "@/components/ui/input";
import { TextArea } from "@/components/ui/text-area";
import { isOverLimit, textLength } from "@/lib/text-limit";

// Issue 30: pasting 201 characters into a 200-character answer kept 200 without a word. A limited
// field never cuts: the text stays, the field says how much fits, and the form stays disabled.

function Answer() {
  const [value, setValue] = useState("");
  return (
    <>
      <TextArea label="답변" maxLength={200} value={value} onChange={(e) => setValue(e.target.value)} />
      <button disabled={value.trim().length <= 10 || isOverLimit(value, 200)}>신청하기</button>
    </>
  );
}

function Nickname() {
  const [value, setValue] = useState("");
  return <Input label="닉네임" maxLength={10} value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe("length-limited fields", () => {
  it("TextArea keeps a 201-character paste, turns the counter red and says what fits", async () => {
    const user = userEvent.setup();
    render(<Answer />);
    const box = screen.getByRole("textbox", { name: "답변" });
    await user.click(box);
    await user.paste("가".repeat(201));
    expect(box).toHaveValue("가".repeat(201));
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("201/200")).toHaveClass(/counterOver/);
    expect(screen.getByRole("alert")).toHaveTextContent("200자까지 쓸 수 있어요");
    expect(box).toHaveAccessibleDescription(/200자까지 쓸 수 있어요/);
    expect(screen.getByRole("button", { name: "신청하기" })).toBeDisabled();

    await user.keyboard("{Backspace}");
    expect(box).toHaveValue("가".repeat(200));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(box).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("200/200")).not.toHaveClass(/counterOver/);
    expect(screen.getByRole("button", { name: "신청하기" })).toBeEnabled();
  });

  it("Input keeps typing past the limit and says so", async () => {
    const user = userEvent.setup();
    render(<Nickname />);
    const box = screen.getByRole("textbox", { name: "닉네임" });
    await user.type(box, "열한글자닉네임입니다요");
    expect(box).toHaveValue("열한글자닉네임입니다요");
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("10자까지 쓸 수 있어요 (11/10)");
    expect(box).not.toHaveAttribute("maxlength");
  });

  it("counts characters as the server does (code points), so an emoji is one", () => {
    expect(textLength("책👍")).toBe(2);
    expect(isOverLimit("👍".repeat(200), 200)).toBe(false);
    expect(isOverLimit("👍".repeat(201), 200)).toBe(true);
    expect(isOverLimit("아무리 길어도", undefined)).toBe(false);
  });
});
