import path from "node:path";
import type { Page } from "@playwright/test";
import { ROUTES } from "../../src/config/route-table.mjs";
import { client, createMember, type Member } from "./fixtures";
import { call, createClubApi, type ClubRecord } from "./clubs";
import { sendAs } from "./chat";
import { createReviewAs, memberClient } from "./reviews";
import { block } from "./visibility";
import { goOffline } from "./offline";
import { linkIn, mailTo } from "./mail";

// The screens the layout sweep judges (e2e/screenshots.spec.ts, e2e/layout-sweep.spec.ts): every
// route of src/config/route-table.mjs with real data in it, and the states that matter on each
// (open dialogs, sheets and menus, forms with text typed, a toast showing, offline).

export type RouteName = keyof typeof ROUTES;
export type Who = "visitor" | "member";

/** What a sweep works on: the members and records behind every screen. */
export interface World {
  viewer: Member; // the member the member sweep is signed in as
  friend: Member; // hosts the club the viewer joined, replies to comments
  other: Member; // applies to the viewer's club, writes long comments
  hosted: ClubRecord; // the viewer's club: a confirmed member, an applicant, a chat
  joined: ClubRecord; // the friend's club, the viewer confirmed (the member footer)
  open: ClubRecord; // the other's club, the viewer not applied
  review: string; // the friend's review with comments, replies and likes
  ownReview: string; // the viewer's review
  mailed: { verify: string; reset: string }; // the token pages' paths
}

export interface Screen {
  /** File name of the screenshot and the name in a failure. */
  name: string;
  route: RouteName;
  path: (w: World) => string;
  /** Both when omitted. */
  who?: Who;
  /** Brings the screen to the state to judge, after it has loaded. */
  act?: (page: Page, w: World) => Promise<void>;
  /** Runs after the screen was judged (leave nothing behind for the next screen). */
  after?: (page: Page) => Promise<void>;
}

const IMAGE = path.resolve("seed/images/club-c1.webp");
const COVER = path.resolve("seed/images/cover-r1.webp");
const suffix = () => String(Math.floor(Math.random() * 1000)).padStart(3, "0");

const LONG_DETAIL =
  "『작별하지 않는다』를 3주 동안 나눠 읽고, 마지막 주에 망원동 작은 책방에서 만나 이야기를 나눠요. " +
  "완독하지 못해도 괜찮아요! 밑줄 그은 문장을 하나씩 가져와 주세요. 모임 링크: https://chaekdongne.example/clubs/reading-together-in-mangwon";
const LONG_COMMENT =
  "이번 달 책은 마지막 장을 덮고 나서도 한참을 먹먹하네요 다음 모임에서는 각자 밑줄 그은 문장을 하나씩 공유할게요! 다들 어떻게 읽으셨는지 궁금해요";

export async function createWorld(): Promise<World> {
  const s = suffix();
  const viewer = await createMember({ nickname: `책읽는하루${s}` });
  const friend = await createMember({ nickname: `문장수집가${s}` });
  // The longest nickname (10), where names sit beside buttons.
  const other = await createMember({ nickname: `밤마다책읽는고${s}` });
  const blocked = await createMember({ nickname: `차단된회원${s}` });

  const club = (host: Member, title: string, more: Record<string, string> = {}) =>
    createClubApi(host, {
      title,
      detail: LONG_DETAIL,
      isOffline: "true",
      location: "서울 마포구 망원동 책방 '오후의 서재' 2층 창가 자리",
      limitPerson: "6",
      query: "최근에 가장 인상 깊게 읽은 소설과 그 이유를 알려주세요.",
      ...more,
    });
  const hosted = await club(viewer, "한강 작가 소설 함께 읽기: 『작별하지 않는다』 3주 완독");
  const joined = await club(friend, "매일 밤 시 한 편 필사 모임", { isOffline: "false", location: "" });
  const open = await club(other, "철학 입문서 천천히 읽기 — 어려운 부분은 서로 설명해 주며");
  const answer = "최근에 읽은 『소년이 온다』가 가장 인상 깊었어요. 오래 마음에 남았습니다.";
  await call(friend, `/api/clubs/${hosted.id}/apply`, { answer });
  await call(viewer, `/api/clubs/${hosted.id}/approve`, { userId: friend.id });
  await call(other, `/api/clubs/${hosted.id}/apply`, { answer: LONG_COMMENT.slice(0, 120) });
  await call(viewer, `/api/clubs/${joined.id}/apply`, { answer });
  await call(friend, `/api/clubs/${joined.id}/approve`, { userId: viewer.id });
  await call(viewer, `/api/clubs/${joined.id}/like`, {});
  for (const [who, text] of [
    [viewer, "안녕하세요! 한강 작가 소설 모임에 오신 걸 환영해요 😊"],
    [friend, "반갑습니다. 1부는 이번 주 일요일까지 읽으면 될까요?"],
    [viewer, LONG_COMMENT],
    [friend, "지도 링크예요 https://map.example.com/place/mangwon-bookstore-afternoon-study?from=chat"],
  ] as const) {
    await sendAs(who, hosted.chattingRoom, text);
  }
  await sendAs(friend, joined.chattingRoom, "오늘 밤 필사할 시는 「서시」예요.");

  const review = await createReviewAs(friend, {
    bookTitle: "작별하지 않는다",
    title: "눈 내리는 제주에서 끝까지 놓지 않은 손, 오래 마음에 남을 이야기",
    detail: `<p>${LONG_COMMENT}</p><p>제주 4·3을 다룬 소설이에요. https://chaekdongne.example/books/we-do-not-part</p>`,
  });
  const ownReview = await createReviewAs(viewer, {
    bookTitle: "소년이 온다",
    title: "다시 읽어도 먹먹한 문장들",
    detail: "<p>오래 마음에 남는 문장이 많아요. 천천히 다시 읽었어요.</p>",
  });
  const comment = (who: Member, reviewId: string, content: string, replyToId = "") =>
    memberClient(who)
      .collection("comments")
      .create({ bookReviewId: reviewId, author: who.id, content, replyToId });
  const top = await comment(other, review.id, LONG_COMMENT);
  await comment(friend, review.id, `@${other.nickname} 저도 같은 문장에 밑줄을 그었어요.`, top.id);
  await comment(viewer, review.id, `@${other.nickname} 다음 모임에서 같이 이야기해요!`, top.id);
  await comment(viewer, review.id, "알을 깨고 나오는 새라는 문장이 늘 마음에 남아요.");
  await call(viewer, `/api/comments/${top.id}/like`, {});
  await comment(friend, ownReview.id, "저도 이 책 정말 좋아해요. 리뷰 잘 읽었어요!");
  await block(viewer, blocked.id);

  // The mails behind the mailed links: the app's resend (createMember's members got no signup
  // mail) and 비밀번호 찾기.
  const resent = await call(viewer, "/api/accounts/verification", {});
  if (resent.status !== 200) throw new Error(`verification mail: ${resent.status}`);
  await client().collection("users").requestPasswordReset(viewer.email);
  const at = (link: string) => new URL(link).pathname;
  const mailed = {
    verify: at(linkIn(await mailTo(viewer.email, "[책동네] 이메일 주소를 인증해주세요"), "/verifyEmail/")),
    reset: at(linkIn(await mailTo(viewer.email, "[책동네] 비밀번호를 다시 설정해주세요"), "/resetPassword/")),
  };
  return { viewer, friend, other, hosted, joined, open, review: review.id, ownReview: ownReview.id, mailed };
}

/** Types like a member: the field scrolled into view the way the browser does it for the caret. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label, { exact: typeof label === "string" }).first();
  await field.fill(text);
  await field.evaluate((el) => {
    window.scrollTo(0, 0);
    el.scrollIntoView({ block: "nearest" });
  });
}

type Act = (page: Page, w: World) => Promise<void>;
type Path = (w: World) => string;

const at =
  (p: string): Path =>
  () =>
    p;
const reviewPage: Path = (w) => `/bookReview/${w.review}`;
const commentsPage: Path = (w) => `/bookReview/${w.review}/comments`;
const dialog = (page: Page) => page.getByRole("dialog").or(page.getByRole("alertdialog")).last();

/** A route as it first shows, to visitors and members. */
const visit = (name: string, route: RouteName, path: Path): Screen => ({ name, route, path });
/** A state of a route that `act` brings it to, for `who` only. */
const state = (who: Who, name: string, route: RouteName, path: Path, act: Act, after?: Screen["after"]) => ({
  name,
  route,
  path,
  who,
  act,
  after,
});

const tap = (page: Page, name: string | RegExp) => page.getByRole("button", { name }).click();
/** Taps a button and waits for the dialog it opens. */
const openDialog =
  (button: string): Act =>
  async (page) => {
    await tap(page, button);
    await dialog(page).waitFor();
  };
/** Opens the ⋯ safety menu beside a member's content (the last one: the newest message). */
const openMenu =
  (of: (w: World) => Member, shows: string): Act =>
  async (page, w) => {
    await page
      .getByRole("button", { name: `${of(w).nickname}님 신고·차단 메뉴` })
      .last()
      .click();
    await page.getByRole("button", { name: shows }).waitFor();
  };
const share: Act = async (page) => {
  await tap(page, "공유하기");
  await page.getByText("링크를 복사했어요").waitFor();
};
/** Application steps 1 and 2 with the answer typed. */
const answer = async (page: Page) => {
  await page.getByRole("checkbox").check();
  await tap(page, "다음");
  await typeInto(page, "답변", LONG_COMMENT.slice(0, 60));
};

export const SCREENS: Screen[] = [
  visit("landing", "landing", at("/")),
  visit("atom-making", "atomMaking", at("/atomMaking")),
  visit("login", "login", at("/login")),
  state("visitor", "login-failed", "login", at("/login"), async (page) => {
    await page.getByLabel("이메일").fill("nobody@chaekdongne.kr");
    await page.getByLabel("비밀번호", { exact: true }).fill("wrong-pass1!");
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await dialog(page).waitFor();
  }),
  visit("signup", "signup", at("/signup")),
  state("visitor", "signup-typed", "signup", at("/signup"), async (page) => {
    await typeInto(page, "이메일", "reader@chaekdongne");
    await typeInto(page, "비밀번호", "abc1234");
    await typeInto(page, "비밀번호 확인", "abc12345");
  }),
  state("visitor", "signup-step-2", "signup", at("/signup"), async (page) => {
    await page.getByLabel("이메일").fill(`sweep-${Date.now()}-${suffix()}@chaekdongne.kr`);
    await page.getByLabel("비밀번호", { exact: true }).fill("test1234!");
    await page.getByLabel("비밀번호 확인").fill("test1234!");
    await tap(page, "다음");
    await typeInto(page, "닉네임", "책읽는고양이");
    await typeInto(page, "휴대폰 번호", "0101234");
  }),
  visit("welcome", "welcome", at("/welcome")),
  visit("reset-password", "resetPassword", at("/resetPassword")),
  visit("reset-password-confirm", "resetPasswordConfirm", (w) => w.mailed.reset),
  visit("verify-email", "verifyEmail", (w) => w.mailed.verify),
  visit("oauth2-callback", "oauth2Callback", at("/oauth2/callback")),
  visit("club-list", "clubList", at("/main/club")),
  ...(["visitor", "member"] as const).map((who) =>
    state(
      who,
      "club-list-offline",
      "clubList",
      at("/main/club"),
      async (page) => {
        await goOffline(page);
        await page.getByText("오프라인 상태예요").waitFor();
      },
      (page) => page.context().setOffline(false),
    ),
  ),
  visit("club-filter", "clubFilter", at("/main/club/filter")),
  visit("review-list", "reviewList", at("/main/bookReview")),
  ...(["visitor", "member"] as const).map((who) =>
    state(who, "review-list-search", "reviewList", at("/main/bookReview"), async (page) => {
      await page.getByRole("searchbox").fill("작별하지 않는다");
      await page.waitForLoadState("networkidle");
    }),
  ),
  visit("review-detail", "reviewDetail", reviewPage),
  state(
    "member",
    "review-detail-menu",
    "reviewDetail",
    reviewPage,
    openMenu((w) => w.friend, "회원 신고하기"),
  ),
  state("member", "review-detail-report", "reviewDetail", reviewPage, async (page, w) => {
    await openMenu((v) => v.friend, "회원 신고하기")(page, w);
    await dialog(page)
      .getByRole("button", { name: /리뷰 신고하기/ })
      .click();
    await page.getByRole("radio").first().check();
  }),
  state("member", "review-detail-share", "reviewDetail", reviewPage, share),
  visit("review-comments", "reviewComments", commentsPage),
  state("member", "review-comments-replies", "reviewComments", commentsPage, async (page) => {
    await tap(page, /답글 \d+개 더보기/);
    await page.getByRole("list", { name: /님 댓글의 답글/ }).waitFor();
  }),
  state("member", "review-comments-reply-to", "reviewComments", commentsPage, async (page, w) => {
    await page
      .getByRole("listitem")
      .filter({ hasText: LONG_COMMENT })
      .getByRole("button", { name: "답글 달기" })
      .click();
    await page.getByRole("textbox", { name: `${w.other.nickname}님에게 답글 입력` }).waitFor();
  }),
  state("member", "review-comments-typed", "reviewComments", commentsPage, async (page) => {
    await page.getByRole("textbox", { name: "댓글 입력" }).fill(`${LONG_COMMENT}\n${LONG_COMMENT}`);
  }),
  state("member", "review-comments-edit", "reviewComments", commentsPage, async (page) => {
    await page.getByRole("button", { name: "수정", exact: true }).first().click();
  }),
  state(
    "member",
    "review-comments-menu",
    "reviewComments",
    commentsPage,
    openMenu((w) => w.other, "댓글 신고하기"),
  ),
  visit("club-detail", "clubDetail", (w) => `/club/${w.hosted.id}`),
  state("member", "club-detail-share", "clubDetail", (w) => `/club/${w.hosted.id}`, share),
  state(
    "member",
    "club-detail-joined",
    "clubDetail",
    (w) => `/club/${w.joined.id}`,
    async () => undefined,
  ),
  state(
    "member",
    "club-detail-leave",
    "clubDetail",
    (w) => `/club/${w.joined.id}`,
    async (page) => {
      await tap(page, "모임 메뉴 더보기"); // the footer's ⋯
      await tap(page, "모임 나가기");
      await page.getByRole("alertdialog").waitFor();
    },
  ),
  state(
    "member",
    "club-detail-menu",
    "clubDetail",
    (w) => `/club/${w.joined.id}`,
    openDialog("모임 메뉴 더보기"),
  ),
  state(
    "member",
    "club-detail-open",
    "clubDetail",
    (w) => `/club/${w.open.id}`,
    async () => undefined,
  ),
  // The wizard in order: each step's draft is the next step's start.
  visit("create-club-1", "createClubStep1", at("/createClub")),
  state("member", "create-club-1-typed", "createClubStep1", at("/createClub"), async (page) => {
    await tap(page, "오프라인");
    await typeInto(page, "모임 장소", "서울 마포구 망원동 책방 '오후의 서재' 2층 창가 자리");
  }),
  visit("create-club-2", "createClubStep2", at("/createClub2")),
  state("member", "create-club-2-typed", "createClubStep2", at("/createClub2"), async (page) => {
    await page.getByRole("group", { name: "장르" }).getByRole("button").first().click();
  }),
  visit("create-club-3", "createClubStep3", at("/createClub3")),
  state("member", "create-club-3-typed", "createClubStep3", at("/createClub3"), async (page) => {
    await page.locator("input[type=file]").setInputFiles(IMAGE);
    await page.getByRole("img", { name: /미리보기/ }).waitFor();
    await typeInto(page, "모임 이름", "한강 작가 소설 함께 읽기");
    await typeInto(
      page,
      "모임 소개",
      "『작별하지 않는다』를 3주 동안 나눠 읽고 만나요. 완독하지 못해도 괜찮아요!",
    );
  }),
  visit("create-club-4", "createClubStep4", at("/createClub4")),
  state("member", "create-club-4-typed", "createClubStep4", at("/createClub4"), async (page) => {
    await page.getByLabel("날짜").fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await page.getByLabel("시간").fill("19:30");
    await typeInto(page, "참여 신청 질문", "최근에 가장 인상 깊게 읽은 소설과 그 이유를 알려주세요.");
  }),
  state("member", "create-club-done", "createClubStep4", at("/createClub4"), async (page) => {
    await tap(page, "모임 만들기");
    await page.getByRole("heading", { name: "모임이 만들어졌어요!" }).waitFor();
  }),
  visit("application-club", "applicationClub", (w) => `/applicationClub/${w.open.id}`),
  state(
    "member",
    "application-club-answer",
    "applicationClub",
    (w) => `/applicationClub/${w.open.id}`,
    answer,
  ),
  // A club of its own per sweep: the viewer applies once per club.
  state(
    "member",
    "application-club-done",
    "applicationClub",
    (w) => `/applicationClub/${w.open.id}`,
    async (page, w) => {
      const fresh = await createClubApi(w.other, { title: `새로 열린 모임 ${suffix()}` });
      await page.goto(`/applicationClub/${fresh.id}`);
      await answer(page);
      await tap(page, "신청하기");
      await page.getByRole("heading", { name: "참여 신청이 완료됐어요!" }).waitFor();
    },
  ),
  visit("management-club", "managementClub", (w) => `/managementClub/${w.hosted.id}`),
  state(
    "member",
    "management-club-approve",
    "managementClub",
    (w) => `/managementClub/${w.hosted.id}`,
    async (page, w) => openDialog(`${w.other.nickname}님 승인`)(page, w),
  ),
  state(
    "member",
    "management-club-delete",
    "managementClub",
    (w) => `/managementClub/${w.hosted.id}`,
    openDialog("모임 삭제하기"),
  ),
  visit("chat-room", "chatRoom", (w) => `/chatRoom/${w.hosted.chattingRoom}`),
  state(
    "member",
    "chat-room-menu",
    "chatRoom",
    (w) => `/chatRoom/${w.hosted.chattingRoom}`,
    openMenu((w) => w.friend, "회원 신고하기"),
  ),
  state(
    "member",
    "chat-room-typed",
    "chatRoom",
    (w) => `/chatRoom/${w.hosted.chattingRoom}`,
    async (page) => {
      await page.getByRole("textbox", { name: "메시지 입력" }).fill(`${LONG_COMMENT}\n${LONG_COMMENT}`);
    },
  ),
  visit("chat-room-list", "chatRoomList", (w) => `/chatRoomList/${w.viewer.id}`),
  visit("create-review", "createReview", at("/createBookReview")),
  state("member", "create-review-typed", "createReview", at("/createBookReview"), async (page) => {
    await page.locator("input[type=file]").setInputFiles(COVER);
    await page.getByRole("img", { name: /미리보기/ }).waitFor();
    await typeInto(page, "책 제목", "작별하지 않는다");
    await typeInto(page, "리뷰 제목", "눈 내리는 제주에서 끝까지 놓지 않은 손");
    await page.locator(".ql-editor").click();
    await page.keyboard.type(LONG_COMMENT);
  }),
  visit("edit-review", "editReview", (w) => `/editBookReview/${w.ownReview}`),
  // An unsaved edit brought back after a reload, with its notice (put back after, for the next screens).
  state(
    "member",
    "edit-review-draft",
    "editReview",
    (w) => `/editBookReview/${w.ownReview}`,
    async (page) => {
      await typeInto(page, "리뷰 제목", "눈 내리는 제주에서 끝까지 놓지 않은 손을 다시 생각하며");
      await page.reload();
      await page.getByText("저장하지 않은 수정 내용을 불러왔어요.").waitFor();
    },
    (page) => page.getByRole("button", { name: "원래대로 되돌리기" }).click(),
  ),
  visit("notifications", "notifications", at("/notifications")),
  visit("notification-settings", "notificationSettings", at("/notificationSettings")),
  visit("my-page", "myPage", at("/myPage")),
  state("member", "my-page-logout", "myPage", at("/myPage"), openDialog("로그아웃")),
  visit("edit-profile-menu", "editProfileMenu", at("/editProfileMenu")),
  visit("edit-profile-info", "editProfileInfo", at("/editProfileInfo")),
  state("member", "edit-profile-info-taken", "editProfileInfo", at("/editProfileInfo"), async (page, w) => {
    await typeInto(page, "닉네임", w.friend.nickname);
    await page.getByText(/이미 사용 중/).waitFor();
  }),
  visit("modify-password", "modifyPassword", at("/modifyPassword")),
  state("member", "modify-password-typed", "modifyPassword", at("/modifyPassword"), async (page) => {
    await typeInto(page, "현재 비밀번호", "test1234!");
    await typeInto(page, "새 비밀번호", "abc123");
    await typeInto(page, "새 비밀번호 확인", "abc1234");
  }),
  visit("blocked-members", "blockedMembers", at("/blockedMembers")),
  visit("delete-account", "deleteAccount", at("/deleteAccount")),
  state("member", "delete-account-confirm", "deleteAccount", at("/deleteAccount"), async (page, w) => {
    await page.getByLabel("비밀번호 확인").fill(w.viewer.password);
    await page.getByRole("checkbox").check();
    await openDialog("탈퇴하기")(page, w);
  }),
  visit("my-club-list", "myClubList", at("/myClubList")),
  visit("not-found", "notFound", at("/no-such-page")),
];

/** Screens for one sweep; the route table's every route is among them (tested). */
export const screensFor = (who: Who) => SCREENS.filter((s) => !s.who || s.who === who);
