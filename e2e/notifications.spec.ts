import type { Browser, Page } from "@playwright/test";
import PocketBase from "pocketbase";
import {
  test,
  expect,
  createMember,
  loginAs,
  expectNoSeriousA11yViolations,
  type Member,
} from "./support/fixtures";
import { call, createClubApi, ANSWER } from "./support/clubs";
import { createChatRoom, privateServer, routeToServer, sendAs } from "./support/chat";
import { appendPicture } from "./support/images";
import { createReviewAs, memberClient } from "./support/reviews";

// The inbox, live badges and unread chat, with two or three people in separate browser contexts.

async function open(browser: Browser, who: Member, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, who);
  await page.goto(path);
  return page;
}

const bell = (page: Page) => page.getByRole("link", { name: /^알림(,|$)/ });

test("apply → the host's badge goes up live; approve → the applicant's inbox shows it and opens the club", async ({
  browser,
}) => {
  const [host, applicant] = await Promise.all([createMember(), createMember()]);
  const title = `알림 모임 ${Date.now() % 100000}`;
  const club = await createClubApi(host, { title });
  const hostPage = await open(browser, host, "/main/club");
  const applicantPage = await open(browser, applicant, "/main/bookReview");
  await expect(bell(hostPage)).toHaveAccessibleName("알림");
  await expect(bell(applicantPage)).toHaveAccessibleName("알림");

  // Applying is a server transaction; the host's bell follows without a reload.
  expect((await call(applicant, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).status).toBe(200);
  await expect(bell(hostPage)).toHaveAccessibleName("알림, 읽지 않은 알림 1개");
  await bell(hostPage).click();
  await expect(hostPage).toHaveURL(/\/notifications$/);
  await expect(hostPage.getByRole("list", { name: "알림 목록" })).toContainText(
    `${applicant.nickname} 님이 '${title}' 모임에 참여를 신청했어요.`,
  );
  await expectNoSeriousA11yViolations(hostPage);

  // A second applicant joins the same notification (grouped), still one unread.
  const second = await createMember();
  expect((await call(second, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).status).toBe(200);
  await expect(hostPage.getByRole("list", { name: "알림 목록" })).toContainText(
    `${second.nickname} 님 외 1명이 '${title}' 모임에 참여를 신청했어요.`,
  );
  await expect(hostPage.getByRole("list", { name: "알림 목록" }).getByRole("listitem")).toHaveCount(1);

  expect((await call(host, `/api/clubs/${club.id}/approve`, { userId: applicant.id })).status).toBe(200);
  await expect(bell(applicantPage)).toHaveAccessibleName("알림, 읽지 않은 알림 1개");
  await bell(applicantPage).click();
  const item = applicantPage.getByRole("button", {
    name: `읽지 않음: '${title}' 모임 참여가 확정됐어요. 채팅방에서 인사를 나눠 보세요!`,
  });
  await expect(item).toBeVisible();
  await item.click();
  await expect(applicantPage).toHaveURL(new RegExp(`/club/${club.id}$`));
  await expect(applicantPage.getByRole("heading", { name: title })).toBeVisible();

  // Tapped = read; back in the inbox it is no longer unread and the badge is gone.
  await applicantPage.goBack();
  await expect(
    applicantPage.getByRole("button", {
      name: `'${title}' 모임 참여가 확정됐어요. 채팅방에서 인사를 나눠 보세요!`,
    }),
  ).toBeVisible();
  await applicantPage.goto("/main/club");
  await expect(bell(applicantPage)).toHaveAccessibleName("알림");

  // 모두 읽음 on the host's side.
  await hostPage.getByRole("button", { name: "모두 읽음" }).click();
  await expect(hostPage.getByRole("button", { name: /^읽지 않음/ })).toHaveCount(0);
  await hostPage.goto("/main/club");
  await expect(bell(hostPage)).toHaveAccessibleName("알림");
});

test("comments notify the review's writer (grouped) and a reply notifies the comment's author; tap opens the comments", async ({
  browser,
}) => {
  const [writer, a, b] = await Promise.all([createMember(), createMember(), createMember()]);
  const review = await createReviewAs(writer, {
    bookTitle: "알림 책",
    title: `알림 리뷰 ${Date.now() % 100000}`,
    detail: "<p>알림을 확인하는 리뷰예요.</p>",
  });
  const writerPage = await open(browser, writer, "/notifications");
  const aPage = await open(browser, a, "/notifications");
  await expect(writerPage.getByText("아직 알림이 없어요")).toBeVisible();

  const first = await memberClient(a)
    .collection("comments")
    .create({ bookReviewId: review.id, author: a.id, content: "좋은 리뷰예요" });
  await memberClient(b)
    .collection("comments")
    .create({ bookReviewId: review.id, author: b.id, content: "저도 읽어볼래요" });
  await expect(writerPage.getByRole("list", { name: "알림 목록" })).toContainText(
    `${b.nickname} 님 외 1명이 내 리뷰 '${review.title}'에 댓글을 남겼어요.`,
  );

  // The writer's own reply notifies the comment's author, not the writer.
  await memberClient(writer)
    .collection("comments")
    .create({
      bookReviewId: review.id,
      author: writer.id,
      content: `@${a.nickname} 고마워요`,
      replyToId: first.id,
    });
  const reply = aPage.getByRole("button", {
    name: `읽지 않음: ${writer.nickname} 님이 내 댓글에 답글을 남겼어요.`,
  });
  await expect(reply).toBeVisible();
  await expect(writerPage.getByRole("list", { name: "알림 목록" }).getByRole("listitem")).toHaveCount(1);
  await reply.click();
  await expect(aPage).toHaveURL(new RegExp(`/bookReview/${review.id}/comments$`));
  const sheet = aPage.getByRole("dialog", { name: "댓글" });
  await sheet.getByRole("button", { name: /답글 1개 더보기/ }).click();
  await expect(sheet).toContainText("고마워요");
});

test("five comments from four members make one notification: '… 님 외 3명이', the latest commenter first", async ({
  browser,
}) => {
  const [writer, a, b, c, d] = await Promise.all([
    createMember(),
    createMember(),
    createMember(),
    createMember(),
    createMember(),
  ]);
  const review = await createReviewAs(writer, {
    bookTitle: "묶음 책",
    title: `묶음 리뷰 ${Date.now() % 100000}`,
    detail: "<p>묶음 알림을 확인해요.</p>",
  });
  for (const who of [a, b, c, a, d]) {
    await memberClient(who)
      .collection("comments")
      .create({ bookReviewId: review.id, author: who.id, content: `${who.nickname}의 댓글` });
  }
  const page = await open(browser, writer, "/notifications");
  const list = page.getByRole("list", { name: "알림 목록" });
  // Four distinct members (a twice): the latest (d) is named, the other three are counted.
  await expect(
    list.getByRole("button", {
      name: `읽지 않음: ${d.nickname} 님 외 3명이 내 리뷰 '${review.title}'에 댓글을 남겼어요.`,
    }),
  ).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
});

test("unread chat counts rise per room and on the bottom bar, and clear when the room is opened", async ({
  browser,
}) => {
  const [me, friend] = await Promise.all([createMember(), createMember()]);
  const { roomId, title } = await createChatRoom([friend, me]);
  const page = await open(browser, me, `/chatRoomList/${me.id}`);
  const chatTab = page.getByRole("navigation", { name: "하단 메뉴" }).getByRole("link", { name: /^채팅/ });
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await expect(chatTab).toHaveAccessibleName("채팅");

  await sendAs(friend, roomId, "안 읽은 메시지 하나");
  await sendAs(friend, roomId, "안 읽은 메시지 둘");
  await expect(page.getByRole("link", { name: `${title}, 읽지 않은 메시지 2개` })).toBeVisible();
  await expect(chatTab).toHaveAccessibleName("채팅, 읽지 않은 메시지 2개");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: `${title}, 읽지 않은 메시지 2개` }).click();
  await expect(page.getByRole("log", { name: "대화 내용" }).getByText("안 읽은 메시지 둘")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole("link", { name: /읽지 않은 메시지/ })).toHaveCount(0);
  await expect(chatTab).toHaveAccessibleName("채팅");

  // My own messages never count as unread for me.
  await sendAs(me, roomId, "내가 보낸 메시지");
  await sendAs(friend, roomId, "새 메시지");
  await expect(chatTab).toHaveAccessibleName("채팅, 읽지 않은 메시지 1개");
});

test("unread counts catch up when the subscription goes live after the messages came", async ({
  browser,
}) => {
  // The room list and the unread counts are read first, then kept live by the start's realtime
  // subscription (one POST for the page's and the member shell's topics). Here that POST is held
  // until a message was sent: once its topics are live, the list and both counts must show what
  // came in between (no PB_CONNECT comes for a connection that is already open).
  const [me, friend] = await Promise.all([createMember(), createMember()]);
  const { roomId, title } = await createChatRoom([friend, me]);
  // Service workers blocked: the page's own requests must reach page.route.
  const page = await (await browser.newContext({ serviceWorkers: "block" })).newPage();
  await loginAs(page, me);
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  let subscriptions = 0;
  await page.route(/\/api\/realtime$/, async (route) => {
    if (route.request().method() === "POST") {
      subscriptions++;
      await held;
    }
    await route.continue();
  });
  await page.goto(`/chatRoomList/${me.id}`);
  const roomLink = page.getByRole("link", { name: new RegExp(title) });
  await expect(roomLink).toBeVisible();
  await expect.poll(() => subscriptions).toBeGreaterThan(0); // the subscription is on its way, held

  await sendAs(friend, roomId, "늦게 온 구독 전의 메시지");
  release();
  await expect(roomLink).toContainText("늦게 온 구독 전의 메시지");
  await expect(page.getByRole("link", { name: `${title}, 읽지 않은 메시지 1개` })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "하단 메뉴" }).getByRole("link", { name: /^채팅/ }),
  ).toHaveAccessibleName("채팅, 읽지 않은 메시지 1개");
});

test("a reconnect delivers what was missed, once", async ({ browser }) => {
  test.setTimeout(120_000);
  const own = await privateServer();
  try {
    const writer = await own.member();
    const other = await own.member();
    const as = (who: Member) => {
      const pb = new PocketBase(own.server.url);
      pb.authStore.save(who.token, who.record as never);
      return pb;
    };
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      writer: writer.id,
      bookTitle: "재연결 책",
      title: "재연결 리뷰",
      detail: "<p>재연결을 확인해요.</p>",
    }))
      fd.append(k, v);
    await appendPicture(fd, "cover");
    const review = await as(writer).collection("bookReview").create(fd);

    const page = await (await browser.newContext()).newPage();
    await routeToServer(page, own.server.url, writer);
    const subscribed = page.waitForResponse(
      (r) => r.url().includes("/api/realtime") && r.request().method() === "POST" && r.ok(),
    );
    await page.goto("/notifications");
    await subscribed;
    await expect(page.getByText("아직 알림이 없어요")).toBeVisible();

    // Down, and the page cannot reconnect until we let it: the ping for this comment has no
    // connection to go to, so only the catch-up after the reconnect can bring it.
    const block = (route: { abort: (code: string) => Promise<void> }) => route.abort("connectionrefused");
    await page.route(/\/api\/realtime/, block);
    await own.server.restart(300);
    await as(other)
      .collection("comments")
      .create({ bookReviewId: review.id, author: other.id, content: "끊긴 사이의 댓글" });
    await page.unroute(/\/api\/realtime/, block);

    const list = page.getByRole("list", { name: "알림 목록" });
    await expect(list).toContainText(`${other.nickname} 님이 내 리뷰 '재연결 리뷰'에 댓글을 남겼어요.`);
    await expect(list.getByRole("listitem")).toHaveCount(1);

    // And the live path still works after the reconnect, still without doubles (grouped in place).
    const third = await own.member();
    await as(third)
      .collection("comments")
      .create({ bookReviewId: review.id, author: third.id, content: "다시 이어진 뒤의 댓글" });
    await expect(list).toContainText(
      `${third.nickname} 님 외 1명이 내 리뷰 '재연결 리뷰'에 댓글을 남겼어요.`,
    );
    await expect(list.getByRole("listitem")).toHaveCount(1);
  } finally {
    await own.server.stop();
  }
});
