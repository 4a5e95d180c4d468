import { test, expect, loginAs } from "./support/fixtures";
import { createClubApi } from "./support/clubs";
import { createReviewAs, freshMembers, randomId } from "./support/reviews";
import { block, raw, revoke, REVOKED_PASSWORD } from "./support/visibility";

// A session that ends on the server (password changed on another device, 회원탈퇴 elsewhere, a
// reset) ends in the app on its next request, and nothing of that member stays on screen or in
// the app's cache (docs/accounts.md "Session end"; units: tests/session-end.test.tsx).
test.describe.configure({ timeout: 120_000 });

test("a revoked token is answered 401 on every route, not as a visitor (raw)", async () => {
  const [me] = await freshMembers(1);
  const club = await createClubApi(me, { title: `만료 확인 모임 ${Date.now()}` });
  const reads = [
    "/api/collections/chattingRoom/records?page=1&perPage=10",
    `/api/collections/users/records/${me.id}`,
    `/api/chaekdongne/clubs/search?q=${encodeURIComponent("만료 확인")}`,
    `/api/chaekdongne/reviews/${club.id}/comment-count`,
  ];
  // Writes through PocketBase's records API, whose rule it checks before any hook of ours runs
  // (a dead token was answered 404 or 400 there, as a visitor would be).
  const review = await createReviewAs(me, {
    bookTitle: "만료 확인 책",
    title: "만료 확인 리뷰",
    detail: "<p>세션이 끝난 뒤에는 고칠 수 없어야 해요.</p>",
  });
  const comment = {
    id: randomId(),
    bookReviewId: review.id,
    content: "끝난 세션의 댓글",
    author: me.id,
    replyToId: "",
  };
  const writes: [string, string, unknown?][] = [
    [
      "PATCH",
      `/api/collections/bookReview/records/${review.id}?expand=writer`,
      { title: "끝난 세션의 수정" },
    ],
    ["DELETE", `/api/collections/bookReview/records/${review.id}`],
    ["POST", "/api/collections/comments/records?expand=author", comment],
  ];
  for (const path of reads) expect((await raw(me, path)).status, path).not.toBe(401);
  await revoke(me);
  for (const path of reads) expect((await raw(me, path)).status, path).toBe(401);
  for (const [method, path, body] of writes) {
    const res = await raw(me, path, { method, body: body ? JSON.stringify(body) : undefined });
    expect([res.status, res.body?.message], `${method} ${path}`).toEqual([
      401,
      "로그인이 만료됐어요. 다시 로그인해주세요.",
    ]);
  }
  const kept = await raw(null, `/api/collections/bookReview/records/${review.id}?expand=writer`);
  expect([kept.status, kept.body?.title]).toEqual([200, "만료 확인 리뷰"]);
  // The same paths without a token stay the visitor's, and signing in again carrying the dead
  // token works (the app's re-login after its own password change does exactly that).
  expect((await raw(null, reads[2])).status).toBe(200);
  const again = await raw(me, "/api/collections/users/auth-with-password", {
    method: "POST",
    body: JSON.stringify({ identity: me.email, password: REVOKED_PASSWORD }),
  });
  expect(again.status, again.text).toBe(200);
});

test("after the token is revoked elsewhere, the next request ends the session and Back shows nothing of the member", async ({
  page,
}) => {
  const [me, blocked, bystander] = await freshMembers(3);
  const stamp = `끝난세션${Date.now()}`;
  const theirs = `${stamp} 차단한 회원 모임`;
  const control = `${stamp} 다른 회원 모임`;
  await createClubApi(blocked, { title: theirs });
  await createClubApi(bystander, { title: control });
  await block(me, blocked.id); // private: only this member's lists leave that club out
  const card = (title: string) => page.getByRole("link", { name: `${title} 모임 자세히 보기` });

  await loginAs(page, me);
  await page.goto(`/main/club?q=${encodeURIComponent(stamp)}`);
  await expect(card(control)).toBeVisible();
  await expect(card(theirs)).toHaveCount(0);
  const bottomBar = page.getByRole("navigation", { name: "하단 메뉴" });
  await bottomBar.getByRole("link", { name: "마이" }).click();
  await expect(page.getByText(me.nickname).first()).toBeVisible();

  await revoke(me); // e.g. the password changed on another device

  // The next request (this list, or the live connection reopening) ends the session.
  await bottomBar.getByRole("link", { name: "내 모임" }).click();
  const gate = page.getByRole("dialog", { name: "아직 회원이 아니신가요?" });
  await expect(gate).toBeVisible();

  // Back to their page: the login prompt, not their cached page.
  await page.goBack();
  await expect(page).toHaveURL(/\/myPage$/);
  await expect(gate).toBeVisible();
  await expect(page.getByText(me.nickname)).toHaveCount(0);
  // Back to the list they saw: the visitor's list, not theirs from the cache (which left out the
  // member they blocked).
  await page.goBack();
  await expect(page).toHaveURL(/\/main\/club\?/);
  await expect(card(theirs)).toBeVisible();
  await expect(card(control)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("chaekdongne-auth") ?? "{}"));
  expect(stored.state?.user ?? null).toBeNull();
});
