import {
  test,
  expect,
  adminClient,
  expectNoSeriousA11yViolations,
  loginAs,
  PB_URL,
  SEED_MEMBER,
} from "./support/fixtures";
import { linkIn, mailsTo } from "./support/mail";

// Email verification helps but never blocks: signup sends a Korean mail (through maildev), /myPage
// shows a gentle notice with a rate-limited resend, and the link confirms it.
const SUBJECT = "[책동네] 이메일 주소를 인증해주세요";
const uid = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

test("signup sends a verification mail; the link verifies; the /myPage notice goes away", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = uid();
  const email = `verify-${id}@chaekdongne.kr`;
  const password = "readbook1!";

  await page.goto("/signup");
  await page.getByLabel("이메일").fill(email);
  await expect(page.getByText("사용할 수 있는 이메일이에요.")).toBeVisible();
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("비밀번호 확인").fill(password);
  await page.getByRole("button", { name: "다음" }).click();
  await page.getByLabel("닉네임").fill(`인증${id}`.slice(0, 10));
  await page.getByLabel("휴대폰 번호").fill(`010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`);
  await page.getByLabel("생년월일").fill("1996-04-12");
  await page.getByText("여성", { exact: true }).click();
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  const [mail] = await mailsTo(email, SUBJECT);
  expect(mail.html).toContain("이메일 인증하기");
  const link = linkIn(mail, "/verifyEmail/");
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  // Unverified, nothing is blocked: login and /myPage work, with a gentle notice.
  await page.goto("/login");
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/main\/club$/);
  await page.goto("/myPage");
  const notice = page.getByRole("region", { name: "이메일 인증을 해주세요" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(email);
  await expectNoSeriousA11yViolations(page);

  // Resend: the budget is 3 mails per member in 10 minutes, the signup mail included.
  const resend = notice.getByRole("button", { name: "인증 메일 다시 보내기" });
  await resend.click();
  await expect(notice.getByRole("status")).toHaveText("인증 메일을 다시 보냈어요. 메일함을 확인해주세요.");
  await mailsTo(email, SUBJECT, 2);
  await resend.click();
  await mailsTo(email, SUBJECT, 3);
  await resend.click();
  await expect(notice.getByRole("status")).toHaveText(
    "인증 메일을 너무 자주 요청했어요. 10분 뒤에 다시 시도해주세요.",
  );

  // The first link still works (tokens live 7 days); the result screen is Korean.
  await page.goto(link);
  await expect(page).toHaveTitle("이메일 인증 | 책동네");
  await expect(page.getByRole("heading", { name: "이메일 인증이 끝났어요" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "마이페이지로 가기" }).click();
  await expect(page).toHaveURL(/\/myPage$/);
  await expect(page.getByText(`인증${id}`.slice(0, 10), { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "이메일 인증을 해주세요" })).toHaveCount(0);

  const admin = await adminClient();
  const stored = await admin
    .collection("users")
    .getFirstListItem(admin.filter("email = {:email}", { email }));
  expect(stored.verified).toBe(true);
  // After a reload (session re-checked with the server) it stays gone.
  await page.reload();
  await expect(page.getByText(`인증${id}`.slice(0, 10), { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "이메일 인증을 해주세요" })).toHaveCount(0);
});

test("a bad verification link says so in Korean; a verified member sees no notice; resend needs a login", async ({
  page,
}) => {
  await page.goto("/verifyEmail/not-a-real-token");
  await expect(page.getByRole("heading", { name: "이메일을 인증하지 못했어요" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "링크가 만료됐거나 올바르지 않아요. 마이페이지에서 인증 메일을 다시 받아주세요.",
  );
  await expect(page.getByRole("link", { name: "로그인하러 가기" })).toBeVisible();

  // Seed members are verified.
  await loginAs(page, SEED_MEMBER);
  await page.goto("/myPage");
  await expect(page.getByText(SEED_MEMBER.nickname).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "이메일 인증을 해주세요" })).toHaveCount(0);

  const anonymous = await fetch(`${PB_URL()}/api/accounts/verification`, { method: "POST" });
  expect(anonymous.status).toBe(401);
});

test("PocketBase's own request-verification is closed: the same 404 for known and unknown addresses, no mail", async () => {
  // The app sends verification mails through its own route only (pb_hooks/core/routes.js CLOSED): a
  // known (unverified) and an unknown address get the 404 of an unknown path and nothing is sent.
  const id = uid();
  const known = `verify-known-${id}@chaekdongne.kr`;
  const created = await fetch(`${PB_URL()}/api/collections/users/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: known,
      password: "readbook1!",
      passwordConfirm: "readbook1!",
      nickname: `확인${id}`.slice(0, 10),
      phone: `010${String(Date.now()).slice(-8)}`,
      birth: "1990-01-01 00:00:00.000Z",
      gender: "female",
    }),
  });
  expect(created.status).toBe(200);
  const ask = async (email: string) => {
    const res = await fetch(`${PB_URL()}/api/collections/users/request-verification`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    return `${res.status} ${await res.text()}`;
  };
  const closed = '404 {"code":404,"message":"Not Found.","data":{}}\n';
  for (let i = 0; i < 5; i++) {
    expect(await ask(known)).toBe(closed);
    expect(await ask(`verify-nobody-${id}@chaekdongne.kr`)).toBe(closed);
  }
  // Fence: a mail the app may send (its own resend route) arrives after anything the asks sent;
  // the member has the signup mail and that one, nothing else.
  const login = await fetch(`${PB_URL()}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ identity: known, password: "readbook1!" }),
  });
  const { token } = (await login.json()) as { token: string };
  const resend = await fetch(`${PB_URL()}/api/accounts/verification`, {
    method: "POST",
    headers: { Authorization: token },
  });
  expect(resend.status).toBe(200);
  expect(await mailsTo(known, SUBJECT, 2)).toHaveLength(2);
});
