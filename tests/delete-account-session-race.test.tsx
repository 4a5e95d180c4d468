import { expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Component as DeleteAccountPage } from "@/app/routes/delete-account";
import { signOut } from "@/lib/session";
import { PB, server, http, HttpResponse } from "./mocks/server";
import { member, renderScreen, serveMockPocketBase, signIn } from "./support/member-screen";

// The server ends every session of a member it deletes, so another request of the app (the
// start-up session check after coming back from a sign-in provider, a live query) can get its 401
// and sign out before the delete call's own answer arrives. The page must still say 탈퇴가 완료됐어요
// (e2e/oauth2.spec.ts lost that race about once in a run), never fall back to the login gate.

serveMockPocketBase();

it("says the account is gone even when the session ended first", async () => {
  signIn(member({ nickname: "떠나는이웃" }));
  server.use(
    http.get(`${PB}/api/accounts/oauth2/providers`, () => HttpResponse.json({ providers: [] })),
    http.post(`${PB}/api/accounts/delete`, () => {
      signOut(); // another request's 401 was handled first
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const user = renderScreen(<DeleteAccountPage />);
  await user.type(screen.getByLabelText("비밀번호 확인"), "test1234!");
  await user.click(screen.getByRole("checkbox", { name: /탈퇴에 동의해요/ }));
  await user.click(screen.getByRole("button", { name: "탈퇴하기" }));
  const confirm = await screen.findByRole("alertdialog", { name: "정말 탈퇴할까요?" });
  await user.click(within(confirm).getByRole("button", { name: "탈퇴하기" }));
  expect(await screen.findByRole("alertdialog", { name: "탈퇴가 완료됐어요" })).toBeInTheDocument();
  expect(screen.queryByText("아직 회원이 아니신가요?")).toBeNull();
});
