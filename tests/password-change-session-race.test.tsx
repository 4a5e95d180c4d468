import { expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { RequireAuth } from "@/components/layouts/require-auth";
import { Component as ModifyPasswordPage } from "@/app/routes/modify-password";
import { pb } from "@/lib/pocketbase";
import { useSession } from "@/lib/session";
import { PB, server, http, HttpResponse } from "./mocks/server";
import { member, renderScreen, serveMockPocketBase, signIn } from "./support/member-screen";

// 비밀번호 변경: the server revokes every token of the account the moment the password changes,
// and the app logs in again with the new one. Another request that carried the old token (a live
// query, the start-up check) can get its 401 between the change and the re-login. That 401 must
// not sign the member out: the page stays, says 변경이 완료됐어요!, and the session holds the
// new token (issue 30: about 1 run in 13 showed an emptied form instead).

serveMockPocketBase();

const me = member({ nickname: "비밀지기" });

it("keeps the member signed in and shows the success dialog when an old token's 401 comes first", async () => {
  signIn(me, "old-token");
  const signedOut: boolean[] = [];
  const unsubscribe = useSession.subscribe((s) => signedOut.push(!s.user));
  server.use(
    // Any other request of the app that still carried the old token.
    http.get(`${PB}/api/notifications/unread`, () => new HttpResponse(null, { status: 401 })),
    http.patch(`${PB}/api/collections/users/records/u1`, async () => {
      // The token key has changed on the server: the other request's 401 is handled first.
      await pb.send("/api/notifications/unread", {}).catch(() => undefined);
      return HttpResponse.json(me);
    }),
    http.post(`${PB}/api/collections/users/auth-with-password`, () =>
      HttpResponse.json({ token: "new-token", record: me }),
    ),
  );
  const user = renderScreen({
    routes: [
      { element: <RequireAuth />, children: [{ path: "/modifyPassword", Component: ModifyPasswordPage }] },
    ],
    path: "/modifyPassword",
  });
  await user.type(screen.getByLabelText("현재 비밀번호"), "test1234!");
  await user.type(screen.getByLabelText("새 비밀번호"), "newpass12!");
  await user.type(screen.getByLabelText("새 비밀번호 확인"), "newpass12!");
  await user.click(screen.getByRole("button", { name: "비밀번호 변경" }));
  expect(await screen.findByRole("dialog", { name: "변경이 완료됐어요!" })).toBeInTheDocument();
  unsubscribe();
  expect(useSession.getState().token).toBe("new-token");
  expect(signedOut).not.toContain(true);
  expect(screen.queryByText("아직 회원이 아니신가요?")).toBeNull();
});
