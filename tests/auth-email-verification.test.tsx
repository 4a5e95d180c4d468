import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { confirmEmailVerification } from "@/features/auth/api/email-verification";
import { VerifyEmailNotice } from "@/features/auth/components/verify-email-notice";
import { useSession, type SessionUser } from "@/lib/session";
import { PB, server, http, HttpResponse } from "./mocks/server";
import { member, renderScreen, serveMockPocketBase, signIn } from "./support/member-screen";

serveMockPocketBase();

const me = member({ nickname: "하나", verified: false });
const tokenFor = (id: string) =>
  `x.${btoa(JSON.stringify({ id, type: "authRecord", email: "a@b.kr", exp: 4102444800 }))}.y`;

function renderNotice(user: SessionUser) {
  signIn(user);
  return renderScreen(<VerifyEmailNotice />);
}

describe("email verification", () => {
  it("confirming my own link marks my session verified; someone else's link leaves it alone", async () => {
    server.use(
      http.post(
        `${PB}/api/collections/users/confirm-verification`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    signIn(me);
    await confirmEmailVerification(tokenFor("someone"));
    expect(useSession.getState().user?.verified).toBe(false);
    await confirmEmailVerification(tokenFor("u1"));
    expect(useSession.getState().user?.verified).toBe(true);
  });

  it("the notice shows only while unverified, and says what the resend did (sent, too many)", async () => {
    let calls = 0;
    server.use(
      http.post(`${PB}/api/accounts/verification`, () =>
        ++calls === 1
          ? HttpResponse.json({ status: "sent" })
          : HttpResponse.json(
              {
                code: 429,
                message: "인증 메일을 너무 자주 요청했어요. 10분 뒤에 다시 시도해주세요.",
                data: {},
              },
              { status: 429 },
            ),
      ),
    );
    const user = renderNotice(me);
    expect(screen.getByRole("region", { name: "이메일 인증을 해주세요" })).toHaveTextContent("a@b.kr");
    await user.click(screen.getByRole("button", { name: "인증 메일 다시 보내기" }));
    expect(await screen.findByText("인증 메일을 다시 보냈어요. 메일함을 확인해주세요.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "인증 메일 다시 보내기" }));
    expect(
      await screen.findByText("인증 메일을 너무 자주 요청했어요. 10분 뒤에 다시 시도해주세요."),
    ).toBeInTheDocument();
  });

  it("a verified member (or one verified meanwhile elsewhere) sees no notice", async () => {
    server.use(http.post(`${PB}/api/accounts/verification`, () => HttpResponse.json({ status: "verified" })));
    const user = renderNotice(me);
    await user.click(screen.getByRole("button", { name: "인증 메일 다시 보내기" }));
    await expect.poll(() => screen.queryByRole("region", { name: "이메일 인증을 해주세요" })).toBeNull();
    expect(useSession.getState().user?.verified).toBe(true);
  });
});
