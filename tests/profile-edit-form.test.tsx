import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { EditProfileForm } from "@/features/profile/components/edit-profile-form";
import { useSession } from "@/lib/session";
import { PB, server, http, HttpResponse } from "./mocks/server";
import { member, renderScreen, serveMockPocketBase, signIn } from "./support/member-screen";

serveMockPocketBase();

const me = member({ nickname: "책벌레하나" });

function renderForm() {
  signIn(me);
  server.use(
    http.get(`${PB}/api/accounts/availability`, ({ request }) =>
      HttpResponse.json({ available: new URL(request.url).searchParams.get("value") !== "문장수집가" }),
    ),
  );
  return { user: renderScreen(<EditProfileForm user={me} />) };
}

describe("edit profile", () => {
  it("hints a taken nickname after the pause and keeps the button off", async () => {
    const { user } = renderForm();
    const submit = screen.getByRole("button", { name: "변경하기" });
    expect(submit).toBeDisabled(); // nothing changed yet
    await user.clear(screen.getByLabelText("닉네임"));
    await user.type(screen.getByLabelText("닉네임"), "문장수집가");
    expect(
      await screen.findByText("이미 사용 중인 닉네임이에요.", {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it("saves the nickname, replaces the stored member and shows the success dialog", async () => {
    const { user } = renderForm();
    let sent: unknown;
    server.use(
      http.patch(`${PB}/api/collections/users/records/u1`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...me, nickname: "새이름" });
      }),
    );
    await user.clear(screen.getByLabelText("닉네임"));
    await user.type(screen.getByLabelText("닉네임"), " 새이름 ");
    expect(
      await screen.findByText("사용할 수 있는 닉네임이에요.", {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "변경하기" }));
    expect(await screen.findByRole("dialog", { name: "변경이 완료됐어요!" })).toBeInTheDocument();
    expect(sent).toEqual({ nickname: "새이름" });
    expect(useSession.getState().user?.nickname).toBe("새이름");
    expect(useSession.getState().token).toBe("token-1");
  });

  it("says 잠시 후 다시 시도해주세요 when the server fails, keeping the typed nickname", async () => {
    const { user } = renderForm();
    server.use(
      http.patch(`${PB}/api/collections/users/records/u1`, () =>
        HttpResponse.json({ code: 500, message: "", data: {} }, { status: 500 }),
      ),
    );
    await user.clear(screen.getByLabelText("닉네임"));
    await user.type(screen.getByLabelText("닉네임"), "새이름");
    await screen.findByText("사용할 수 있는 닉네임이에요.", {}, { timeout: 2000 });
    await user.click(screen.getByRole("button", { name: "변경하기" }));
    expect(await screen.findByRole("alertdialog", { name: "변경하지 못했어요" })).toHaveTextContent(
      "잠시 후 다시 시도해주세요.",
    );
    expect(screen.getByLabelText("닉네임")).toHaveValue("새이름");
    expect(useSession.getState().user?.nickname).toBe("책벌레하나");
  });
});
