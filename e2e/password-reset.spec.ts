import {
  test,
  expect,
  createMember,
  client,
  expectNoSeriousA11yViolations,
  loginAs,
} from "./support/fixtures";
import { linkIn, mailTo } from "./support/mail";
import { TEST_SERVER_ENV } from "./support/test-server-env";
import { startMaildev } from "../scripts/lib/maildev.mjs";
import { startPocketBase } from "../scripts/lib/pocketbase-server.mjs";

// 비밀번호 찾기: the e-mail goes through a real SMTP server (maildev, started by global-setup);
// the test reads it through maildev's HTTP API and opens the link as the member would.
test("a member resets a forgotten password from the e-mailed link; old sessions end", async ({
  page,
  browser,
}) => {
  const member = await createMember();
  // Another device, signed in before the reset.
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await loginAs(otherPage, member);

  await page.goto("/login");
  await page.getByRole("link", { name: "비밀번호 찾기" }).click();
  await expect(page).toHaveTitle("비밀번호 찾기 | 책동네");
  await page.getByLabel("이메일").fill("not-an-email");
  await expect(page.getByText("이메일 형식이 올바르지 않습니다.")).toBeVisible();
  await page.getByLabel("이메일").fill(member.email.toUpperCase());
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "재설정 링크 보내기" }).click();
  await expect(page.getByRole("dialog", { name: "메일을 보냈어요" })).toBeVisible();

  const mail = await mailTo(member.email, "[책동네] 비밀번호를 다시 설정해주세요");
  expect(mail.html).toContain("새 비밀번호 정하기");
  const link = linkIn(mail, "/resetPassword/");
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page).toHaveTitle("새 비밀번호 | 책동네");
  await page.getByLabel("새 비밀번호", { exact: true }).fill("short");
  await expect(page.getByText("비밀번호는 8자 이상 영문, 숫자, 특수문자를 포함해 입력하세요.")).toBeVisible();
  await page.getByLabel("새 비밀번호", { exact: true }).fill("newpass12!");
  await page.getByLabel("새 비밀번호 확인").fill("newpass12!");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "비밀번호 변경" }).click();
  const done = page.getByRole("dialog", { name: "비밀번호를 변경했어요" });
  await expect(done).toBeVisible();

  // The old password no longer works, the new one does, and the old token is refused.
  await expect(
    client().collection("users").authWithPassword(member.email, member.password),
  ).rejects.toMatchObject({ status: 400 });
  const refresh = await fetch(`${process.env.E2E_PB_URL}/api/collections/users/auth-refresh`, {
    method: "POST",
    headers: { Authorization: member.token },
  });
  expect(refresh.status).toBe(401);
  await done.getByRole("link", { name: "로그인하러 가기" }).click();
  await page.getByLabel("이메일").fill(member.email);
  await page.getByLabel("비밀번호").fill("newpass12!");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/main\/club$/);

  // The other device is signed out on its next visit.
  await otherPage.goto("/myPage");
  await expect(otherPage.getByRole("dialog", { name: "아직 회원이 아니신가요?" })).toBeVisible();
  await otherDevice.close();

  // The link works once.
  const token = decodeURIComponent(new URL(link).pathname.split("/").pop()!);
  await expect(
    client().collection("users").confirmPasswordReset(token, "another12!", "another12!"),
  ).rejects.toMatchObject({ status: 400 });
});

test("비밀번호 찾기 cannot flood mailboxes: reset mails per address in 10 minutes, and the answer never changes", async () => {
  // A private server with the reset budget per address lowered from 100 (production's, an outer cap
  // for a crowd behind one NAT: tests/abuse-limits.test.ts) to 10, behind a trusted proxy so two
  // client addresses can be told apart (its other budgets raised for the signups).
  const mail = await startMaildev();
  const server = await startPocketBase({
    extraEnv: {
      ...TEST_SERVER_ENV,
      ...mail.env,
      CHAEKDONGNE_RESET_MAILS_PER_ADDRESS_10MIN: "10",
      CHAEKDONGNE_TRUSTED_PROXIES: "127.0.0.1,::1",
    },
  });
  try {
    const id = String(Date.now()).slice(-6);
    const emails = Array.from({ length: 12 }, (_, i) => `reset-${id}-${i}@chaekdongne.kr`);
    for (const [i, email] of emails.entries()) {
      const res = await fetch(`${server.url}/api/collections/users/records`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email,
          password: "readbook1!",
          passwordConfirm: "readbook1!",
          nickname: `재설정${i}`,
          phone: `010${id}${String(i).padStart(2, "0")}`,
          birth: "1990-01-01 00:00:00.000Z",
          gender: "female",
        }),
      });
      expect(res.status, email).toBe(200);
    }
    const ask = async (email: string, from: string) => {
      const res = await fetch(`${server.url}/api/collections/users/request-password-reset`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": from },
        body: JSON.stringify({ email }),
      });
      return `${res.status} ${await res.text()}`;
    };
    // One address asks for 11 members, then for someone without an account: all look alike.
    for (const email of emails.slice(0, 11)) expect(await ask(email, "203.0.113.7")).toBe("204 ");
    expect(await ask(`reset-nobody-${id}@chaekdongne.kr`, "203.0.113.7")).toBe("204 ");
    // Another address still has its own budget.
    expect(await ask(emails[11], "203.0.113.8")).toBe("204 ");

    const subject = "[책동네] 비밀번호를 다시 설정해주세요";
    const resetMailsTo = async () => {
      const all = (await (await fetch(`${mail.url}/api/email`)).json()) as {
        subject: string;
        to: { address: string }[];
      }[];
      return all.filter((m) => m.subject === subject).map((m) => m.to[0].address);
    };
    // The first 10 and the other address's one arrive; the 11th, asked before that one, never does.
    await expect
      .poll(async () => (await resetMailsTo()).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(11);
    const sent = await resetMailsTo();
    expect(new Set(sent)).toEqual(new Set([...emails.slice(0, 10), emails[11]]));
  } finally {
    await server.stop();
    await mail.stop();
  }
});
