import path from "node:path";
import { createClubApi } from "./support/clubs";
import { appendPicture } from "./support/images";
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  client,
  createMember,
  loginAs,
  SEED_MEMBER,
  SEED_MEMBER_2,
  SESSION_STORAGE_KEY,
  PB_URL,
} from "./support/fixtures";

// The whole account journey of issue 3 against the real PocketBase, plus session expiry.

const AVATAR_FILE = path.join(import.meta.dirname, "../seed/images/avatar-minjun.webp");
const uid = () => `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

test("signup → welcome → login → my page → edit profile → change password → logout", async ({ page }) => {
  test.setTimeout(120_000);
  const id = uid();
  const email = `acc-${id}@chaekdongne.kr`;
  const password = "readbook1!";
  const nickname = `새싹${id}`.slice(0, 10);
  const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

  // Step 1: format, duplicate, password rule, confirmation.
  await page.goto("/signup");
  await expect(page).toHaveTitle("회원가입 | 책동네");
  await expect(page.getByLabel("2단계 중 1단계")).toHaveText("1/2");
  const next = page.getByRole("button", { name: "다음" });
  await page.getByLabel("이메일").fill("not-an-email");
  await expect(page.getByText("이메일 형식이 올바르지 않습니다.")).toBeVisible();
  await page.getByLabel("이메일").fill(SEED_MEMBER.email);
  await expect(page.getByText("이미 사용 중인 이메일 주소 입니다.")).toBeVisible();
  await page.getByLabel("비밀번호", { exact: true }).fill("short");
  await expect(page.getByText("비밀번호는 8자 이상 영문, 숫자, 특수문자를 포함해 입력하세요.")).toBeVisible();
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("비밀번호 확인").fill(`${password}x`);
  await expect(page.getByText("동일한 비밀번호를 입력해주세요.")).toBeVisible();
  await page.getByLabel("비밀번호 확인").fill(password);
  await expect(next).toBeDisabled(); // the email is still taken
  await page.getByLabel("이메일").fill(email);
  await expect(page.getByText("사용할 수 있는 이메일이에요.")).toBeVisible();
  await expect(next).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await next.click();

  // Step 2: duplicate nickname shown, then fixed.
  await expect(page.getByLabel("2단계 중 2단계")).toHaveText("2/2");
  const submit = page.getByRole("button", { name: "가입하기" });
  await page.getByLabel("닉네임").fill(SEED_MEMBER.nickname);
  await expect(page.getByText("이미 사용 중인 닉네임이에요.")).toBeVisible();
  await page.getByLabel("휴대폰 번호").fill(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
  await expect(page.getByLabel("휴대폰 번호")).toHaveValue(phone);
  await page.getByLabel("생년월일").fill("1996-04-12");
  await page.getByText("여성", { exact: true }).click();
  await expect(submit).toBeDisabled();
  await page.getByLabel("닉네임").fill(nickname);
  await expect(page.getByText("멋진 닉네임이에요!")).toBeVisible();
  await expect(submit).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  // Back to step 1 keeps what was typed.
  await page.goBack();
  await expect(page.getByLabel("이메일")).toHaveValue(email);
  await page.getByRole("button", { name: "다음" }).click();
  await expect(page.getByLabel("닉네임")).toHaveValue(nickname);
  await page.getByRole("button", { name: "가입하기" }).click();

  // Welcome.
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole("heading", { name: "가입을 환영해요!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "홈으로 가기" })).toHaveAttribute("href", "/");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "로그인하러 가기" }).click();

  // Login failure dialog, Escape closes it and keeps the typed email.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호").fill("wrongpass1!");
  await page.getByRole("button", { name: "로그인" }).click();
  const failed = page.getByRole("alertdialog", { name: "로그인에 실패했어요" });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText("계정 정보를 확인해주세요.");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(failed).toBeHidden();
  await expect(page.getByLabel("이메일")).toHaveValue(email);

  // Login with the email typed in capitals still works (emails are stored lower-case).
  await page.getByLabel("이메일").fill(email.toUpperCase());
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/main\/club$/);

  // My page, empty state.
  await page.goto("/myPage");
  await expect(page).toHaveTitle("마이페이지 | 책동네");
  await expect(page.getByText(nickname, { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "내 프로필 사진" })).toHaveAttribute(
    "src",
    "/defaultProfile.webp",
  );
  await expect(page.getByText("아직 활동 내역이 없어요...")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Edit nickname (duplicate hint first) and avatar.
  await page.getByRole("link", { name: "정보 수정" }).click();
  await expect(page).toHaveURL(/\/editProfileMenu$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "프로필 수정" }).click();
  await expect(page).toHaveURL(/\/editProfileInfo$/);
  const newNickname = `수정${id}`.slice(0, 10);
  await page.getByLabel("닉네임").fill(SEED_MEMBER_2.nickname);
  await expect(page.getByText("이미 사용 중인 닉네임이에요.")).toBeVisible();
  await expect(page.getByRole("button", { name: "변경하기" })).toBeDisabled();
  await page.getByLabel("닉네임").fill(newNickname);
  await expect(page.getByText("사용할 수 있는 닉네임이에요.")).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(AVATAR_FILE);
  await expect(page.getByRole("img", { name: "프로필 사진 미리보기" })).toBeVisible({ timeout: 30_000 }); // compressed in the page: slow on a busy machine
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "변경하기" }).click();
  const done = page.getByRole("dialog", { name: "변경이 완료됐어요!" });
  await expect(done).toBeVisible();
  await expect(done.getByRole("link", { name: "홈으로 가기" })).toHaveAttribute("href", "/main/club");
  await expectNoSeriousA11yViolations(page);
  await done.getByRole("link", { name: "마이페이지로 가기" }).click();
  await expect(page.getByText(newNickname, { exact: true })).toBeVisible();
  // The avatar at its stored size for 80 px at 3x (240 px; srcset below), not the upload.
  await expect(page.getByRole("img", { name: "내 프로필 사진" })).toHaveAttribute(
    "src",
    /\/api\/files\/_pb_users_auth_\/\w+\/avatar_\w+_240\.webp$/,
  );
  // The stored member was replaced by the server's answer.
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "{}"),
    SESSION_STORAGE_KEY,
  );
  expect(stored.state.user.nickname).toBe(newNickname);
  expect(stored.state.user.img).toMatch(/\.webp$/);

  // Change password: wrong current password first, then correctly.
  await page.goto("/modifyPassword");
  const change = page.getByRole("button", { name: "비밀번호 변경" });
  await expect(change).toBeDisabled();
  await page.getByLabel("현재 비밀번호").fill("notmypass1!");
  await page.getByLabel("새 비밀번호", { exact: true }).fill("newbook22@");
  await page.getByLabel("새 비밀번호 확인").fill("newbook22@");
  await expect(change).toBeEnabled();
  await change.click();
  const refused = page.getByRole("alertdialog", { name: "비밀번호를 변경하지 못했어요" });
  await expect(refused).toContainText("현재 비밀번호를 확인해주세요.");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await page.getByLabel("현재 비밀번호").fill(password);
  await change.click();
  await expect(page.getByRole("dialog", { name: "변경이 완료됐어요!" })).toBeVisible();
  // The old password no longer works, the new one does, and this device stays signed in.
  await expect(client().collection("users").authWithPassword(email, password)).rejects.toMatchObject({
    status: 400,
  });
  await client().collection("users").authWithPassword(email, "newbook22@");
  await page.goto("/myPage");
  await page.reload();
  await expect(page.getByText(newNickname, { exact: true })).toBeVisible();

  // Logout with confirm; the stored session is gone after a reload.
  await page.getByRole("button", { name: "로그아웃" }).click();
  const confirm = page.getByRole("dialog", { name: "로그아웃할까요?" });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  const after = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "{}"),
    SESSION_STORAGE_KEY,
  );
  expect(after.state?.user ?? null).toBeNull();
  expect(after.state?.token ?? "").toBe("");
  await page.goto("/myPage");
  await expect(page.getByRole("dialog", { name: "아직 회원이 아니신가요?" })).toBeVisible();
});

test("my page lists liked clubs and my reviews", async ({ page }) => {
  const member = await createMember();
  const pb = client();
  pb.authStore.save(member.token, null);
  // A club of its own: the newest club of the shared server may be another test's, hidden or gone.
  const clubTitle = `찜할 모임 ${uid()}`;
  const club = await createClubApi(await createMember(), { title: clubTitle });
  const liked = await fetch(`${PB_URL()}/api/clubs/${club.id}/like`, {
    method: "POST",
    headers: { Authorization: member.token, "Content-Type": "application/json" },
    body: JSON.stringify({ like: true }),
  });
  expect(liked.status).toBe(200);
  const review = new FormData();
  await appendPicture(review, "cover");
  const title = `내 리뷰 ${uid()}`;
  for (const [k, v] of Object.entries({
    writer: member.id,
    bookTitle: "마이페이지 책",
    title,
    detail: "<p>마이페이지에 보일 리뷰 본문이에요.</p>",
  }))
    review.append(k, v);
  const created = await pb.collection("bookReview").create(review);

  await loginAs(page, member);
  await page.goto("/myPage");
  await expect(page.getByRole("heading", { name: "찜한 모임 1" })).toBeVisible();
  await expect(page.getByRole("link", { name: `${clubTitle} 모임 자세히 보기` })).toHaveAttribute(
    "href",
    `/club/${club.id}`,
  );
  await expect(page.getByRole("heading", { name: "내가 쓴 리뷰 1" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveAttribute(
    "href",
    `/bookReview/${created.id}`,
  );
  await expect(page.getByText("아직 활동 내역이 없어요...")).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test("a logged-in member is sent from /, /login and /signup to the club list", async ({ page }) => {
  const member = await createMember();
  await loginAs(page, member);
  for (const path of ["/", "/login", "/signup"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/main\/club$/);
  }
});

test("/Welcome is the same page as /welcome", async ({ page }) => {
  await page.goto("/Welcome");
  await expect(page.getByRole("heading", { name: "가입을 환영해요!" })).toBeVisible();
});

test("a bogus stored token is dropped: the guarded page shows the auth gate", async ({ page }) => {
  const member = await createMember();
  await page.addInitScript(
    ([key, user]) =>
      localStorage.setItem(key, JSON.stringify({ state: { token: "not-a-real-token", user }, version: 0 })),
    [SESSION_STORAGE_KEY, member.record] as const,
  );
  await page.goto("/myPage");
  await expect(page.getByRole("dialog", { name: "아직 회원이 아니신가요?" })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? "{}").state?.user ?? null,
        SESSION_STORAGE_KEY,
      ),
    )
    .toBeNull();
});

test("a token revoked by a password change elsewhere signs this device out", async ({ page }) => {
  const member = await createMember();
  await loginAs(page, member); // stores the current token
  const other = client();
  await other.collection("users").authWithPassword(member.email, member.password);
  await other.collection("users").update(member.id, {
    oldPassword: member.password,
    password: "changed12!",
    passwordConfirm: "changed12!",
  });
  await page.goto("/myPage");
  await expect(page.getByRole("dialog", { name: "아직 회원이 아니신가요?" })).toBeVisible();
});

test("signup refuses a phone number that is already registered", async ({ page }) => {
  const member = await createMember();
  await page.goto("/signup");
  await page.getByLabel("이메일").fill(`acc-${uid()}@chaekdongne.kr`);
  await page.getByLabel("비밀번호", { exact: true }).fill("readbook1!");
  await page.getByLabel("비밀번호 확인").fill("readbook1!");
  await page.getByRole("button", { name: "다음" }).click();
  await page.getByLabel("휴대폰 번호").fill(member.phone);
  await expect(page.getByText("이미 등록된 휴대폰 번호예요!")).toBeVisible();
  await expect(page.getByRole("button", { name: "가입하기" })).toBeDisabled();
});
