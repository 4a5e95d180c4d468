import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { shouldSendOnEnter } from "@/lib/enter-to-send";

function Composer({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState("");
  return (
    <textarea
      aria-label="메시지"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (shouldSendOnEnter(e)) {
          e.preventDefault();
          onSend(text);
        }
      }}
    />
  );
}

describe("shouldSendOnEnter", () => {
  it("sends on Enter, not on Shift+Enter", () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "메시지" });
    fireEvent.change(box, { target: { value: "안녕하세요" } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onSend).toHaveBeenCalledWith("안녕하세요");
  });

  it("ignores Enter while a Hangul composition is active (isComposing or keyCode 229)", () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "메시지" });
    fireEvent.change(box, { target: { value: "한글" } });
    fireEvent.keyDown(box, { key: "Enter", isComposing: true });
    fireEvent.keyDown(box, { key: "Enter", keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
  });
});
