import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { Component as DeleteAccountPage } from "@/app/routes/delete-account";
import { signOut, useSession, type SessionUser } from "@/lib/session";
import { PB, server, http, HttpResponse } from "./mocks/server";

// The server ends every session of a member it deletes, so another request of the app (the
// start-up session check after coming back from a sign-in provider, a live query) can get its 401
// and sign out before the delete call's own answer arrives. The page must still say 탈퇴가 완료됐어요
// (e2e/oauth2.spec.ts lost that race about once in a run), never fall back to the login gate.

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  useSession.getState().clear();
});
afterAll(() => server.close());

const me = {
  id: "u1",
  collectionId: "_pb_users_auth_",
  collectionName: "users",
  nickname: "떠나는이웃",
  img: "",
  email: "a@b.kr",
  signInWith: "",
} as SessionUser;

it("says the account is gone even when the session ended first", async () => {
  useSession.getState().setSession("token-1", me);
  server.use(
    http.get(`${PB}/api/accounts/oauth2/providers`, () => HttpResponse.json({ providers: [] })),
    http.post(`${PB}/api/accounts/delete`, () => {
      signOut(); // another request's 401 was handled first
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DeleteAccountPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("비밀번호 확인"), "test1234!");
  await user.click(screen.getByRole("checkbox", { name: /탈퇴에 동의해요/ }));
  await user.click(screen.getByRole("button", { name: "탈퇴하기" }));
  const confirm = await screen.findByRole("alertdialog", { name: "정말 탈퇴할까요?" });
  await user.click(within(confirm).getByRole("button", { name: "탈퇴하기" }));
  expect(await screen.findByRole("alertdialog", { name: "탈퇴가 완료됐어요" })).toBeInTheDocument();
  expect(screen.queryByText("아직 회원이 아니신가요?")).toBeNull();
});
