import { expect, test } from "./support";

// Production offers no demo account (issue 32; pb_hooks/accounts/demo.js): this stack holds the
// seed's data, yet CHAEKDONGNE_DEMO is not set, so the landing shows no 체험용 테스트 계정, and a
// demo address stays reserved. Dev and demo servers: e2e/demo-account.spec.ts.

test("no demo hint in production, even with the seed's accounts present; demo addresses stay reserved", async ({
  page,
  request,
}) => {
  expect(await (await request.get("/api/accounts/demo")).json()).toEqual({ demo: null });
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/accounts/demo"));
  await page.goto("/");
  await answered;
  await expect(page.getByText("회원가입")).toBeVisible();
  await expect(page.getByText("체험용 테스트 계정")).toHaveCount(0);
  await expect(page.getByText("test1@chaekdongne.kr")).toHaveCount(0);
  expect(await page.content()).not.toContain("test1234!");

  const signup = await request.post("/api/collections/users/records", {
    data: {
      email: "Test2@chaekdongne.kr",
      password: "hijack123!",
      passwordConfirm: "hijack123!",
      nickname: "가로채기",
      phone: "01090001111",
      birth: "1990-01-01 00:00:00.000Z",
      gender: "male",
    },
  });
  expect(signup.status()).toBe(400);
  expect((await signup.json()).message).toBe("체험용 계정의 주소라서 쓸 수 없어요.");
});
