import { describe, expect, it, vi, beforeEach } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Composer } from "@/features/chat/components/composer";
import { useOutbox } from "@/features/chat/stores/outbox";

const box = () => screen.getByRole("textbox", { name: "메시지 입력" });

describe("chat composer", () => {
  beforeEach(() => useOutbox.setState({ drafts: {}, items: [] }));

  it("Enter sends the trimmed text and clears the box; Shift+Enter and blank do not send", () => {
    const onSend = vi.fn();
    render(<Composer roomId="r1" onSend={onSend} />);
    fireEvent.change(box(), { target: { value: "   " } });
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: "  책 얘기해요  " } });
    fireEvent.keyDown(box(), { key: "Enter", shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(onSend).toHaveBeenCalledExactlyOnceWith("책 얘기해요");
    expect(box()).toHaveValue("");
  });

  it("never sends on Enter during a Hangul composition", () => {
    const onSend = vi.fn();
    render(<Composer roomId="r1" onSend={onSend} />);
    fireEvent.change(box(), { target: { value: "안녕" } });
    fireEvent.keyDown(box(), { key: "Enter", isComposing: true });
    fireEvent.keyDown(box(), { key: "Enter", keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveValue("안녕");
  });

  it("shows the counter near 1000 characters and keeps (does not send) longer text", () => {
    const onSend = vi.fn();
    render(<Composer roomId="r1" onSend={onSend} />);
    fireEvent.change(box(), { target: { value: "가".repeat(899) } });
    expect(screen.queryByText(/\/1000/)).toBeNull();
    fireEvent.change(box(), { target: { value: "가".repeat(1000) } });
    expect(screen.getByText("1000/1000")).toBeInTheDocument();
    fireEvent.change(box(), { target: { value: "가".repeat(1001) } });
    expect(screen.getByText("1001/1000")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("1000자까지 쓸 수 있어요");
    expect(screen.getByRole("button", { name: "보내기" })).toBeDisabled();
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveValue("가".repeat(1001));
  });

  it("keeps a draft per room in localStorage; unconfirmed sends are stored as failed", () => {
    render(<Composer roomId="r1" onSend={vi.fn()} />);
    fireEvent.change(box(), { target: { value: "나중에 마저 쓸 글" } });
    useOutbox.getState().put({
      id: "abc",
      roomId: "r1",
      text: "보내는 중",
      status: "pending",
      createdAt: "2026-11-21T00:00:00Z",
    });
    const saved = JSON.parse(localStorage.getItem("chaekdongne-chat-outbox") ?? "{}");
    expect(saved.version).toBe(0);
    expect(saved.state.drafts).toEqual({ r1: "나중에 마저 쓸 글" });
    expect(saved.state.items[0]).toMatchObject({ id: "abc", status: "failed" });
    expect(useOutbox.getState().items[0].status).toBe("pending"); // in memory it is still sending
  });
});
