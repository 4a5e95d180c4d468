import { test, expect, createMember, loginAs, PB_URL } from "./support/fixtures";
import { createChatRoom, sendAs } from "./support/chat";
import { openRealtime } from "./support/realtime-raw";
import { raw } from "./support/visibility";

// Issue 24, "also found": a session that ends (password change, 회원탈퇴) ends that member's open
// realtime connections; the app's own session re-authenticates and its realtime keeps working.
test.describe.configure({ timeout: 180_000 });

test("a password change closes the member's open realtime connections (raw)", async () => {
  const [me, other, watcher] = [await createMember(), await createMember(), await createMember()];
  const room = await createChatRoom([me, other, watcher]);
  const topic = `chat/${room.roomId}`;
  const mine = await openRealtime(PB_URL(), me.token);
  const theirs = await openRealtime(PB_URL(), watcher.token);
  try {
    expect(await mine.subscribe([topic, "inbox"])).toBe(204);
    expect(await theirs.subscribe([topic])).toBe(204);
    await sendAs(other, room.roomId, "비밀번호 바꾸기 전");
    await expect.poll(() => mine.events.filter((e) => e.startsWith(`${topic}\t`)).length).toBe(1);

    const changed = await raw(me, `/api/collections/users/records/${me.id}`, {
      method: "PATCH",
      body: JSON.stringify({
        oldPassword: me.password,
        password: "changed12!",
        passwordConfirm: "changed12!",
      }),
    });
    expect(changed.status, changed.text).toBe(200);

    await sendAs(other, room.roomId, "비밀번호 바꾼 뒤");
    // The same delivery reached the watcher: by then mine had it too, if it was going to.
    await expect.poll(() => theirs.events.filter((e) => e.startsWith(`${topic}\t`)).length).toBe(2);
    expect(mine.events.filter((e) => e.includes("비밀번호 바꾼 뒤"))).toEqual([]);
    expect(mine.events.filter((e) => e.startsWith("inbox\t"))).toHaveLength(1); // the ping before only
    // The old connection cannot be given new topics either.
    expect(await mine.subscribe([topic])).not.toBe(204);
  } finally {
    mine.close();
    theirs.close();
  }
});

test("after changing the password in the app, its live updates keep working with the new token", async ({
  page,
}) => {
  const [me, other] = [await createMember(), await createMember()];
  const room = await createChatRoom([me, other]);
  await loginAs(page, me);
  await page.goto("/modifyPassword");
  await page.getByLabel("현재 비밀번호").fill(me.password);
  await page.getByLabel("새 비밀번호", { exact: true }).fill("newbook22@");
  await page.getByLabel("새 비밀번호 확인").fill("newbook22@");
  await page.getByRole("button", { name: "비밀번호 변경" }).click();
  const done = page.getByRole("dialog", { name: "변경이 완료됐어요!" });
  await expect(done).toBeVisible();
  await done.getByRole("link", { name: "마이페이지로 가기" }).click();
  await expect(page).toHaveURL(/\/myPage$/);

  // No reload from here on: the badge and the room are kept live by the same app session.
  await sendAs(other, room.roomId, "새 토큰으로 받는 메시지");
  const chat = page.getByRole("link", { name: "채팅, 읽지 않은 메시지 1개" });
  await expect(chat).toBeVisible();
  await chat.click();
  await page.getByRole("link", { name: `${room.title}, 읽지 않은 메시지 1개` }).click();
  const log = page.getByRole("log", { name: "대화 내용" });
  await expect(log.getByText("새 토큰으로 받는 메시지")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "메시지 입력" })).toBeVisible();
  await sendAs(other, room.roomId, "방 안에서 실시간으로");
  await expect(log.getByText("방 안에서 실시간으로")).toBeVisible();
  // Still signed in as the same member, with a token the server accepts.
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem("chaekdongne-auth") ?? "{}"));
  expect(session.state.user.id).toBe(me.id);
  expect(session.state.token).not.toBe(me.token);
});
