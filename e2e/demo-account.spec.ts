import PocketBase from "pocketbase";
import { test, expect, SEED_MEMBER } from "./support/fixtures";
import { routeToPrivateServer } from "./support/oidc";
import { startPocketBase } from "../scripts/lib/pocketbase-server.mjs";

// The 체험용 테스트 계정 (issue 32, pb_hooks/accounts/demo.js): offered only where the operator
// turned the demo on (CHAEKDONGNE_DEMO=1: `npm run dev` and the shared e2e server) and the account
// exists and signs in; nobody but an admin (the seed) registers a demo address or takes a demo
// account over. Production without the switch: e2e/prod/demo-account.spec.ts.

const RESERVED = "체험용 계정의 주소라서 쓸 수 없어요.";

test("dev: the landing offers the demo account, and it signs in", async ({ page }) => {
  await page.goto("/");
  const hint = page.getByRole("complementary", { name: "체험용 테스트 계정" });
  await expect(hint).toBeVisible();
  const [email, password] = await hint.locator("dd").allTextContents();
  expect(email).toBe(SEED_MEMBER.email);
  await page.getByRole("link", { name: "로그인" }).click();
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/main\/club$/);
});

test("a server without the demo data: no hint, and the demo address cannot be registered", async ({
  page,
}) => {
  // The switch is on, but nothing was seeded (a production database with the variable left set).
  const server = await startPocketBase({ extraEnv: { CHAEKDONGNE_DEMO: "1" } });
  try {
    const pb = new PocketBase(server.url);
    expect(await pb.send("/api/accounts/demo", {})).toEqual({ demo: null });

    // The landing, against this server: the answer comes, and no hint with it.
    await routeToPrivateServer(page, server.url);
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/accounts/demo"));
    await page.goto("/");
    await answered;
    await expect(page.getByRole("link", { name: "회원가입" })).toBeVisible();
    await expect(page.getByText("체험용 테스트 계정")).toHaveCount(0);
    await expect(page.getByText(SEED_MEMBER.email)).toHaveCount(0);

    // Raw HTTP, as anyone can: signup with a demo address (any case) is refused in Korean...
    const signup = (email: string, phone: string) =>
      fetch(`${server.url}/api/collections/users/records`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email,
          password: "hijack123!",
          passwordConfirm: "hijack123!",
          nickname: `가로채기${phone.slice(-2)}`,
          phone,
          birth: "1990-01-01 00:00:00.000Z",
          gender: "male",
        }),
      });
    for (const [email, phone] of [
      ["test1@chaekdongne.kr", "01090000001"],
      ["TEST1@Chaekdongne.kr", "01090000002"],
      [" test2@chaekdongne.kr", "01090000003"],
    ]) {
      const res = await signup(email, phone);
      expect(res.status, email).toBe(400);
      const body = await res.json();
      expect(body.message).toBe(RESERVED);
      expect(body.data.email).toMatchObject({ code: "validation_reserved_email", message: RESERVED });
    }
    // ...the duplicate check calls it taken, and nothing was stored.
    const check = await fetch(
      `${server.url}/api/accounts/availability?field=email&value=test1@chaekdongne.kr`,
    );
    expect(await check.json()).toEqual({ available: false });
    const admin = new PocketBase(server.url);
    await admin.admins.authWithPassword(server.admin.email, server.admin.password);
    expect((await admin.collection("users").getList(1, 1, { filter: "email ~ 'test'" })).totalItems).toBe(0);
    // The control: any other address signs up.
    expect((await signup("not-a-demo@chaekdongne.kr", "01090000004")).status).toBe(200);

    // An admin (the seed) may create it; then the hint is offered, and only while its password works.
    const demo = await admin.collection("users").create({
      email: SEED_MEMBER.email,
      password: SEED_MEMBER.password,
      passwordConfirm: SEED_MEMBER.password,
      nickname: "체험회원",
      phone: "01090000009",
      birth: "1990-01-01 00:00:00.000Z",
      gender: "female",
    });
    expect(await pb.send("/api/accounts/demo", {})).toEqual({
      demo: { email: SEED_MEMBER.email, password: SEED_MEMBER.password },
    });
    // A visitor who signs in with it cannot take it over: password, 회원탈퇴.
    const visitor = new PocketBase(server.url);
    await visitor.collection("users").authWithPassword(SEED_MEMBER.email, SEED_MEMBER.password);
    await expect(
      visitor.collection("users").update(demo.id, {
        oldPassword: SEED_MEMBER.password,
        password: "mine12345!",
        passwordConfirm: "mine12345!",
      }),
    ).rejects.toMatchObject({
      status: 400,
      response: { message: "체험용 계정의 비밀번호는 바꿀 수 없어요." },
    });
    await expect(
      visitor.send("/api/accounts/delete", { method: "POST", body: { password: SEED_MEMBER.password } }),
    ).rejects.toMatchObject({ status: 400, response: { message: "체험용 계정은 탈퇴할 수 없어요." } });
    // Still the published password; the admin changes it, and the hint goes.
    await admin
      .collection("users")
      .update(demo.id, { password: "changed123!", passwordConfirm: "changed123!" });
    expect(await pb.send("/api/accounts/demo", {})).toEqual({ demo: null });
  } finally {
    await server.stop();
  }
});
