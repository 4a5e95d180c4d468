import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { SignupForm } from "@/features/auth/components/signup-form";
import { PB, serveMockPocketBase, server, http, HttpResponse } from "./mocks/server";

serveMockPocketBase();

const TAKEN = new Set(["test1@chaekdongne.kr", "책벌레하나"]);

function renderSignup() {
  const checks: string[] = [];
  server.use(
    http.get(`${PB}/api/accounts/availability`, ({ request }) => {
      const value = new URL(request.url).searchParams.get("value") ?? "";
      checks.push(value);
      return HttpResponse.json({ available: !TAKEN.has(value) });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/signup", element: <SignupForm /> }], {
    initialEntries: ["/signup"],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { checks, user: userEvent.setup() };
}

describe("signup step 1", () => {
  it("checks the email once typing pauses and enables next only when all four pass", async () => {
    const { checks, user } = renderSignup();
    expect(screen.getByLabelText("2단계 중 1단계")).toHaveTextContent("1/2");
    const next = screen.getByRole("button", { name: "다음" });

    await user.type(screen.getByLabelText("이메일"), "test1@chaekdongne.kr");
    expect(await screen.findByText("이미 사용 중인 이메일 주소 입니다.")).toBeInTheDocument();
    // One request for the finished address, not one per keystroke.
    expect(checks).toEqual(["test1@chaekdongne.kr"]);

    await user.type(screen.getByLabelText("비밀번호"), "test1234!");
    await user.type(screen.getByLabelText("비밀번호 확인"), "test1234?");
    expect(screen.getByText("동일한 비밀번호를 입력해주세요.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("비밀번호 확인"));
    await user.type(screen.getByLabelText("비밀번호 확인"), "test1234!");
    expect(next).toBeDisabled();

    await user.clear(screen.getByLabelText("이메일"));
    await user.type(screen.getByLabelText("이메일"), "New@chaekdongne.kr");
    expect(await screen.findByText("사용할 수 있는 이메일이에요.")).toBeInTheDocument();
    expect(checks.at(-1)).toBe("new@chaekdongne.kr");
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByLabelText("2단계 중 2단계")).toHaveTextContent("2/2");
    expect(screen.getByRole("button", { name: "가입하기" })).toBeDisabled();
  });

  it("shows the format message and never asks the server about a malformed email", async () => {
    const { checks, user } = renderSignup();
    await user.type(screen.getByLabelText("이메일"), "reader@mail");
    expect(screen.getByText("이메일 형식이 올바르지 않습니다.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("비밀번호"), "short");
    expect(
      screen.getByText("비밀번호는 8자 이상 영문, 숫자, 특수문자를 포함해 입력하세요."),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(checks).toEqual([]);
  });
});
