import { randomBytes } from "node:crypto";
import PocketBase from "pocketbase";
import type { Page } from "@playwright/test";
import { client, expect, expectNoSeriousA11yViolations, test } from "./support/fixtures";
import {
  OIDC_DISPLAY_NAME,
  providerConsent,
  providerSignIn,
  routeToPrivateServer,
  startOidcStack,
} from "./support/oidc";

// Sign in with 카카오 / an OpenID Connect provider (issue 27), end to end without the internet: a
// local OIDC provider (e2e/support/oidc.ts) and a private PocketBase configured for it from the
// environment; the app's requests to the shared server are routed to that private one.

type Stack = Awaited<ReturnType<typeof startOidcStack>>;
let stack: Stack;
test.beforeAll(async ({ baseURL }) => {
  stack = await startOidcStack(baseURL!);
});
test.afterAll(async () => {
  await stack?.stop();
});

const unique = () => randomBytes(4).toString("hex");
const OIDC_BUTTON = `${OIDC_DISPLAY_NAME}으로 시작하기`; // 이웃 + 으로 (src/lib/oauth2.ts withRo)

/** The signed-in member's id as the app stored it. */
const storedMemberId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("chaekdongne-auth") ?? "{}").state?.user?.id ?? "");

async function signOut(page: Page) {
  await page.goto("/myPage");
  await page.getByRole("button", { name: "로그아웃" }).click();
  await page
    .getByRole("dialog", { name: "로그아웃할까요?" })
    .getByRole("button", { name: "로그아웃" })
    .click();
  await expect(page).toHaveURL(/\/$/);
}

test("buttons show only when configured; 카카오로 시작하기 leaves for Kakao with PKCE", async ({
  page,
  baseURL,
}) => {
  // The shared e2e server has no provider configured: no buttons, nothing to ask for.
  expect(await client().send("/api/accounts/oauth2/providers", {})).toEqual({ providers: [] });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "회원가입" })).toBeVisible();
  await expect(page.getByRole("button", { name: /시작하기$/ })).toHaveCount(0);

  await routeToPrivateServer(page, stack.pb.url);
  let kakaoUrl: URL | undefined;
  await page.route("https://kauth.kakao.com/**", (route) => {
    kakaoUrl = new URL(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>kakao</title>" });
  });
  await page.goto("/login");
  const kakao = page.getByRole("button", { name: "카카오로 시작하기" });
  await expect(kakao).toBeVisible();
  await expect(page.getByRole("button", { name: OIDC_BUTTON })).toBeVisible();
  // Kakao's button guide: #FEE500, label black at 85%.
  expect(
    await kakao.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]),
  ).toEqual(["rgb(254, 229, 0)", "rgba(0, 0, 0, 0.85)"]);
  await expectNoSeriousA11yViolations(page);
  await kakao.click();
  await expect(page).toHaveTitle("kakao");
  expect(kakaoUrl!.origin + kakaoUrl!.pathname).toBe("https://kauth.kakao.com/oauth/authorize");
  const q = kakaoUrl!.searchParams;
  expect(q.get("client_id")).toBe("kakao-rest-api-key-e2e");
  expect(q.get("response_type")).toBe("code");
  expect(q.get("redirect_uri")).toBe(`${baseURL}/oauth2/callback`);
  expect(q.get("code_challenge_method")).toBe("S256");
  expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(q.get("state")).toMatch(/^[A-Za-z0-9_-]{32}$/);
  // A forged answer (a state the tab never sent) is refused before anything reaches the server.
  await page.goto(`/oauth2/callback?code=stolen&state=${q.get("state")}x`);
  await expect(page.getByRole("heading", { name: "로그인을 마치지 못했어요" })).toBeVisible();
});

test("a new member signs up with the provider, signs out, signs in again and leaves", async ({ page }) => {
  await routeToPrivateServer(page, stack.pb.url);
  const login = `e2e-${unique()}`;
  const nickname = `이웃${unique().slice(0, 6)}`;
  const phone = `010${String(parseInt(unique(), 16) % 1e8).padStart(8, "0")}`;

  // Sign up: the provider, then the same 2/2 profile as an e-mail signup.
  await page.goto("/");
  await page.getByRole("button", { name: OIDC_BUTTON }).click();
  await providerSignIn(page, stack.issuer, login);
  await expect(page).toHaveURL(/\/oauth2\/callback\?/);
  await expect(page.getByLabel("2단계 중 2단계")).toHaveText("2/2");
  await page.getByLabel("닉네임").fill(nickname);
  await expect(page.getByText("멋진 닉네임이에요!")).toBeVisible();
  await page.getByLabel("휴대폰 번호").fill(phone);
  await page.getByLabel("생년월일").fill("1994-03-02");
  await page.getByText("여성", { exact: true }).click();
  await expect(page.getByRole("button", { name: "가입하기" })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  const signedUp = page.waitForResponse((r) => r.url().endsWith("/api/accounts/oauth2/sign-up"));
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page).toHaveURL(/\/main\/club$/);
  // The auth response is the member's own record and token, nothing from the provider.
  const body = await (await signedUp).json();
  expect(Object.keys(body).sort()).toEqual(["record", "token"]);
  expect(JSON.stringify(body)).not.toMatch(/제공자 이름|provider\.example|oidc\.test.*oidc\.test/);
  const memberId = await storedMemberId(page);
  const stored = await stack.admin.collection("users").getOne(memberId);
  expect(stored).toMatchObject({
    nickname,
    phone,
    email: `${login}@oidc.test`,
    verified: true,
    signInWith: "oidc",
    emailVisibility: false,
  });
  // Other members see the public card only.
  const other = new PocketBase(stack.pb.url);
  expect(Object.keys(await other.collection("users").getOne(memberId)).sort()).toEqual(
    ["collectionId", "collectionName", "id", "img", "nickname"].sort(),
  );
  // No password of their own: no password change.
  await page.goto("/editProfileMenu");
  await expect(page.getByRole("link", { name: "회원탈퇴" })).toBeVisible();
  await expect(page.getByRole("link", { name: "비밀번호 변경" })).toHaveCount(0);

  // Sign out, sign in again: the same member, no profile asked.
  await signOut(page);
  await page.goto("/login");
  // Still signed in at the provider.
  await providerConsent(page, stack.issuer, () => page.getByRole("button", { name: OIDC_BUTTON }).click());
  await expect(page).toHaveURL(/\/main\/club$/);
  expect(await storedMemberId(page)).toBe(memberId);

  // 회원탈퇴, confirmed with the provider instead of a password.
  await page.goto("/deleteAccount");
  await expect(page.getByLabel("비밀번호 확인")).toHaveCount(0);
  await expect(page.getByText(`${OIDC_DISPLAY_NAME} 계정으로 한 번 더 로그인해요`)).toBeVisible();
  await page.getByRole("checkbox", { name: /탈퇴에 동의해요/ }).check();
  await page.getByRole("button", { name: "탈퇴하기" }).click();
  await providerConsent(page, stack.issuer, () =>
    page
      .getByRole("alertdialog", { name: "정말 탈퇴할까요?" })
      .getByRole("button", { name: "탈퇴하기" })
      .click(),
  );
  await expect(page.getByRole("alertdialog", { name: "탈퇴가 완료됐어요" })).toBeVisible();
  const tomb = await stack.admin.collection("users").getOne(memberId);
  expect(tomb).toMatchObject({ email: "", nickname: "", phone: "", signInWith: "" });

  // The provider account is free again: it signs up as a new member.
  await page.getByRole("button", { name: "홈으로 가기" }).click();
  await providerConsent(page, stack.issuer, () => page.getByRole("button", { name: OIDC_BUTTON }).click());
  await expect(page.getByLabel("2단계 중 2단계")).toHaveText("2/2");
});

test("an e-mail account is linked only after its owner signs in with the password", async ({ page }) => {
  await routeToPrivateServer(page, stack.pb.url);
  const email = `owner-${unique()}@chaekdongne.kr`;
  const password = "test1234!";
  const owner = await new PocketBase(stack.pb.url).collection("users").create({
    email,
    password,
    passwordConfirm: password,
    nickname: `주인${unique().slice(0, 6)}`,
    phone: `010${String(parseInt(unique(), 16) % 1e8).padStart(8, "0")}`,
    birth: "1990-01-01 00:00:00.000Z",
    gender: "male",
  });

  // The provider vouches for the same e-mail: no sign-in, no link, no account: log in first.
  await page.goto("/");
  await page.getByRole("button", { name: OIDC_BUTTON }).click();
  await providerSignIn(page, stack.issuer, email);
  await expect(page.getByRole("heading", { name: "이미 가입한 이메일이에요" })).toBeVisible();
  expect(await storedMemberId(page)).toBe("");
  await page.getByRole("link", { name: "로그인하고 연결하기" }).click();
  await expect(page.getByRole("note")).toHaveText(
    `로그인하면 ${OIDC_DISPLAY_NAME} 계정이 이 계정에 연결돼요.`,
  );
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호").fill(password);
  await providerConsent(page, stack.issuer, () => page.getByRole("button", { name: "로그인" }).click());
  await expect(page.getByRole("heading", { name: `${OIDC_DISPLAY_NAME} 계정을 연결했어요` })).toBeVisible();

  // Both ways in now lead to the same member; the password still works (PocketBase's English
  // "Password login alert" mail would have failed it: this server has no mail).
  const byPassword = await new PocketBase(stack.pb.url).collection("users").authWithPassword(email, password);
  expect(byPassword.record.id).toBe(owner.id);
  expect(byPassword.record.signInWith).toBe("");
  await signOut(page);
  await providerConsent(page, stack.issuer, () => page.getByRole("button", { name: OIDC_BUTTON }).click());
  await expect(page).toHaveURL(/\/main\/club$/);
  expect(await storedMemberId(page)).toBe(owner.id);
  // A member who has a password keeps the password change.
  await page.goto("/editProfileMenu");
  await expect(page.getByRole("link", { name: "비밀번호 변경" })).toBeVisible();
});

test("a provider vouching for a demo address signs up without it: the address stays the seed's", async ({
  page,
}) => {
  // This server has no demo data: the address is free, and still nobody but the seed may take it.
  await routeToPrivateServer(page, stack.pb.url);
  await page.goto("/");
  await page.getByRole("button", { name: OIDC_BUTTON }).click();
  await providerSignIn(page, stack.issuer, "test3@chaekdongne.kr");
  await expect(page.getByLabel("2단계 중 2단계")).toHaveText("2/2");
  const nickname = `체험${unique().slice(0, 6)}`;
  await page.getByLabel("닉네임").fill(nickname);
  await expect(page.getByText("멋진 닉네임이에요!")).toBeVisible();
  await page.getByLabel("휴대폰 번호").fill(`010${String(parseInt(unique(), 16) % 1e8).padStart(8, "0")}`);
  await page.getByLabel("생년월일").fill("1991-01-01");
  await page.getByText("남성", { exact: true }).click();
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page).toHaveURL(/\/main\/club$/);
  const stored = await stack.admin.collection("users").getOne(await storedMemberId(page));
  expect(stored).toMatchObject({ nickname, email: "", signInWith: "oidc" });
  expect(
    (await stack.admin.collection("users").getList(1, 1, { filter: "email = 'test3@chaekdongne.kr'" }))
      .totalItems,
  ).toBe(0);
});
