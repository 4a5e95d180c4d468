import path from "node:path";
import type { Page } from "@playwright/test";
import { ROUTES } from "../../src/config/route-table.mjs";
import { client, createMember, type Member } from "./fixtures";
import { call, createClubApi, type ClubRecord } from "./clubs";
import { sendAs } from "./chat";
import { createReviewAs, memberClient } from "./reviews";
import { block } from "./visibility";
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

const dialog = (page: Page) => page.getByRole("dialog").or(page.getByRole("alertdialog")).last();
const opened = async (page: Page) => {
  await dialog(page).waitFor();
};

const fixed = (p: string) => () => p;

export const SCREENS: Screen[] = [
  { name: "landing", route: "landing", path: fixed("/") },
  { name: "atom-making", route: "atomMaking", path: fixed("/atomMaking") },
  { name: "login", route: "login", path: fixed("/login") },
  {
    name: "login-failed",
    route: "login",
    path: fixed("/login"),
    who: "visitor",
    act: async (page) => {
      await page.getByLabel("이메일").fill("nobody@chaekdongne.kr");
      await page.getByLabel("비밀번호", { exact: true }).fill("wrong-pass1!");
      await page.getByRole("button", { name: "로그인", exact: true }).click();
      await opened(page);
    },
  },
  { name: "signup", route: "signup", path: fixed("/signup") },
  {
    name: "signup-typed",
    route: "signup",
    path: fixed("/signup"),
    who: "visitor",
    act: async (page) => {
      await typeInto(page, "이메일", "reader@chaekdongne");
      await typeInto(page, "비밀번호", "abc1234");
      await typeInto(page, "비밀번호 확인", "abc12345");
    },
  },
  {
    name: "signup-step-2",
    route: "signup",
    path: fixed("/signup"),
    who: "visitor",
    act: async (page) => {
      await page.getByLabel("이메일").fill(`sweep-${Date.now()}-${suffix()}@chaekdongne.kr`);
      await page.getByLabel("비밀번호", { exact: true }).fill("test1234!");
      await page.getByLabel("비밀번호 확인").fill("test1234!");
      await page.getByRole("button", { name: "다음" }).click();
      await typeInto(page, "닉네임", "책읽는고양이");
      await typeInto(page, "휴대폰 번호", "0101234");
    },
  },
  { name: "welcome", route: "welcome", path: fixed("/welcome") },
  { name: "reset-password", route: "resetPassword", path: fixed("/resetPassword") },
  { name: "reset-password-confirm", route: "resetPasswordConfirm", path: (w) => w.mailed.reset },
  { name: "verify-email", route: "verifyEmail", path: (w) => w.mailed.verify },
  { name: "oauth2-callback", route: "oauth2Callback", path: fixed("/oauth2/callback") },
  { name: "club-list", route: "clubList", path: fixed("/main/club") },
  {
    name: "club-list-offline",
    route: "clubList",
    path: fixed("/main/club"),
    act: async (page) => {
      await page.context().setOffline(true);
      await page.getByText("오프라인 상태예요").waitFor();
    },
    after: (page) => page.context().setOffline(false),
  },
  { name: "club-filter", route: "clubFilter", path: fixed("/main/club/filter") },
  { name: "review-list", route: "reviewList", path: fixed("/main/bookReview") },
  {
    name: "review-list-search",
    route: "reviewList",
    path: fixed("/main/bookReview"),
    act: async (page) => {
      await page.getByRole("searchbox").fill("작별하지 않는다");
      await page.waitForLoadState("networkidle");
    },
  },
  { name: "review-detail", route: "reviewDetail", path: (w) => `/bookReview/${w.review}` },
  {
    name: "review-detail-menu",
    route: "reviewDetail",
    path: (w) => `/bookReview/${w.review}`,
    who: "member",
    act: async (page, w) => {
      await page
        .getByRole("button", { name: `${w.friend.nickname}님 신고·차단 메뉴` })
        .first()
        .click();
      await opened(page);
    },
  },
  {
    name: "review-detail-report",
    route: "reviewDetail",
    path: (w) => `/bookReview/${w.review}`,
    who: "member",
    act: async (page, w) => {
      await page
        .getByRole("button", { name: `${w.friend.nickname}님 신고·차단 메뉴` })
        .first()
        .click();
      await dialog(page)
        .getByRole("button", { name: /리뷰 신고하기/ })
        .click();
      await page.getByRole("radio").first().check();
    },
  },
  {
    name: "review-detail-share",
    route: "reviewDetail",
    path: (w) => `/bookReview/${w.review}`,
    who: "member",
    act: async (page) => {
      await page.getByRole("button", { name: "공유하기" }).click();
      await page.getByText("링크를 복사했어요").waitFor();
    },
  },
  { name: "review-comments", route: "reviewComments", path: (w) => `/bookReview/${w.review}/comments` },
  {
    name: "review-comments-replies",
    route: "reviewComments",
    path: (w) => `/bookReview/${w.review}/comments`,
    who: "member",
    act: async (page) => {
      await page.getByRole("button", { name: /답글 \d+개 더보기/ }).click();
      await page.getByRole("list", { name: /님 댓글의 답글/ }).waitFor();
    },
  },
  {
    name: "review-comments-reply-to",
    route: "reviewComments",
    path: (w) => `/bookReview/${w.review}/comments`,
    who: "member",
    act: async (page, w) => {
      await page
        .getByRole("listitem")
        .filter({ hasText: LONG_COMMENT })
        .getByRole("button", { name: "답글 달기" })
        .click();
      await page.getByRole("textbox", { name: `${w.other.nickname}님에게 답글 입력` }).waitFor();
    },
  },
  {
    name: "review-comments-typed",
    route: "reviewComments",
    path: (w) => `/bookReview/${w.review}/comments`,
    who: "member",
    act: async (page) => {
      await page.getByRole("textbox", { name: "댓글 입력" }).fill(`${LONG_COMMENT}\n${LONG_COMMENT}`);
    },
  },
  {
    name: "review-comments-edit",
    route: "reviewComments",
    path: (w) => `/bookReview/${w.review}/comments`,
    who: "member",
    act: async (page) => {
      await page.getByRole("button", { name: "수정", exact: true }).first().click();
    },
  },
  {
    name: "review-comments-menu",
    route: "reviewComments",
    path: (w) => `/bookReview/${w.review}/comments`,
    who: "member",
    act: async (page, w) => {
      await page
        .getByRole("button", { name: `${w.other.nickname}님 신고·차단 메뉴` })
        .first()
        .click();
      await page.getByRole("button", { name: "댓글 신고하기" }).waitFor();
    },
  },
  { name: "club-detail", route: "clubDetail", path: (w) => `/club/${w.hosted.id}` },
  {
    name: "club-detail-share",
    route: "clubDetail",
    path: (w) => `/club/${w.hosted.id}`,
    who: "member",
    act: async (page) => {
      await page.getByRole("button", { name: "공유하기" }).click();
      await page.getByText("링크를 복사했어요").waitFor();
    },
  },
  { name: "club-detail-joined", route: "clubDetail", path: (w) => `/club/${w.joined.id}`, who: "member" },
  {
    name: "club-detail-leave",
    route: "clubDetail",
    path: (w) => `/club/${w.joined.id}`,
    who: "member",
    act: async (page) => {
      await page.getByRole("button", { name: "모임 나가기" }).click();
      await opened(page);
    },
  },
  { name: "club-detail-open", route: "clubDetail", path: (w) => `/club/${w.open.id}`, who: "member" },
  { name: "create-club-1", route: "createClubStep1", path: fixed("/createClub") },
  {
    name: "create-club-1-typed",
    route: "createClubStep1",
    path: fixed("/createClub"),
    who: "member",
    act: async (page) => {
      await page.getByRole("button", { name: "오프라인" }).click();
      await typeInto(page, "모임 장소", "서울 마포구 망원동 책방 '오후의 서재' 2층 창가 자리");
    },
  },
  { name: "create-club-2", route: "createClubStep2", path: fixed("/createClub2") },
  {
    name: "create-club-2-typed",
    route: "createClubStep2",
    path: fixed("/createClub2"),
    who: "member",
    act: async (page) => {
      await page.getByRole("group", { name: "장르" }).getByRole("button").first().click();
    },
  },
  { name: "create-club-3", route: "createClubStep3", path: fixed("/createClub3") },
  {
    name: "create-club-3-typed",
    route: "createClubStep3",
    path: fixed("/createClub3"),
    who: "member",
    act: async (page) => {
      await page.locator("input[type=file]").setInputFiles(IMAGE);
      await page.getByRole("img", { name: /미리보기/ }).waitFor();
      await typeInto(page, "모임 이름", "한강 작가 소설 함께 읽기");
      await typeInto(
        page,
        "모임 소개",
        "『작별하지 않는다』를 3주 동안 나눠 읽고 만나요. 완독하지 못해도 괜찮아요!",
      );
    },
  },
  { name: "create-club-4", route: "createClubStep4", path: fixed("/createClub4") },
  {
    name: "create-club-4-typed",
    route: "createClubStep4",
    path: fixed("/createClub4"),
    who: "member",
    act: async (page) => {
      const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel("날짜").fill(date);
      await page.getByLabel("시간").fill("19:30");
      await typeInto(page, "참여 신청 질문", "최근에 가장 인상 깊게 읽은 소설과 그 이유를 알려주세요.");
    },
  },
  {
    name: "create-club-done",
    route: "createClubStep4",
    path: fixed("/createClub4"),
    who: "member",
    act: async (page) => {
      await page.getByRole("button", { name: "모임 만들기" }).click();
      await page.getByRole("heading", { name: "모임이 만들어졌어요!" }).waitFor();
    },
  },
  { name: "application-club", route: "applicationClub", path: (w) => `/applicationClub/${w.open.id}` },
  {
    name: "application-club-answer",
    route: "applicationClub",
    path: (w) => `/applicationClub/${w.open.id}`,
    who: "member",
    act: async (page) => {
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "다음" }).click();
      await typeInto(page, "답변", LONG_COMMENT.slice(0, 60));
    },
  },
  {
    name: "application-club-done",
    route: "applicationClub",
    // A club of its own per sweep: the viewer applies once per club.
    path: (w) => `/applicationClub/${w.open.id}`,
    who: "member",
    act: async (page, w) => {
      const fresh = await createClubApi(w.other, { title: `새로 열린 모임 ${suffix()}` });
      await page.goto(`/applicationClub/${fresh.id}`);
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "다음" }).click();
      await page.getByLabel("답변").fill(LONG_COMMENT.slice(0, 60));
      await page.getByRole("button", { name: "신청하기" }).click();
      await page.getByRole("heading", { name: "참여 신청이 완료되었어요!" }).waitFor();
    },
  },
  { name: "management-club", route: "managementClub", path: (w) => `/managementClub/${w.hosted.id}` },
  {
    name: "management-club-approve",
    route: "managementClub",
    path: (w) => `/managementClub/${w.hosted.id}`,
    who: "member",
    act: async (page, w) => {
      await page.getByRole("button", { name: `${w.other.nickname}님 승인` }).click();
      await opened(page);
    },
  },
  {
    name: "management-club-delete",
    route: "managementClub",
    path: (w) => `/managementClub/${w.hosted.id}`,
    who: "member",
    act: async (page) => {
      await page.getByRole("button", { name: "모임 삭제하기" }).click();
      await opened(page);
    },
  },
  { name: "chat-room", route: "chatRoom", path: (w) => `/chatRoom/${w.hosted.chattingRoom}` },
  {
    name: "chat-room-menu",
    route: "chatRoom",
    path: (w) => `/chatRoom/${w.hosted.chattingRoom}`,
    who: "member",
    act: async (page, w) => {
      await page
        .getByRole("button", { name: `${w.friend.nickname}님 신고·차단 메뉴` })
        .last()
        .click();
      await page.getByRole("button", { name: "회원 신고하기" }).waitFor();
    },
  },
  {
    name: "chat-room-typed",
    route: "chatRoom",
    path: (w) => `/chatRoom/${w.hosted.chattingRoom}`,
    who: "member",
    act: async (page) => {
      await page.getByRole("textbox", { name: "메시지 입력" }).fill(`${LONG_COMMENT}\n${LONG_COMMENT}`);
    },
  },
  { name: "chat-room-list", route: "chatRoomList", path: (w) => `/chatRoomList/${w.viewer.id}` },
  { name: "create-review", route: "createReview", path: fixed("/createBookReview") },
  {
    name: "create-review-typed",
    route: "createReview",
    path: fixed("/createBookReview"),
    who: "member",
    act: async (page) => {
      await page.locator("input[type=file]").setInputFiles(COVER);
      await page.getByRole("img", { name: /미리보기/ }).waitFor();
      await typeInto(page, "책 제목", "작별하지 않는다");
      await typeInto(page, "리뷰 제목", "눈 내리는 제주에서 끝까지 놓지 않은 손");
      const editor = page.locator(".ql-editor");
      await editor.click();
      await page.keyboard.type(LONG_COMMENT);
    },
  },
  { name: "edit-review", route: "editReview", path: (w) => `/editBookReview/${w.ownReview}` },
  { name: "notifications", route: "notifications", path: fixed("/notifications") },
  { name: "my-page", route: "myPage", path: fixed("/myPage") },
  {
    name: "my-page-logout",
    route: "myPage",
    path: fixed("/myPage"),
    who: "member",
    act: async (page) => {
      await page.getByRole("button", { name: "로그아웃" }).click();
      await opened(page);
    },
  },
  { name: "edit-profile-menu", route: "editProfileMenu", path: fixed("/editProfileMenu") },
  { name: "edit-profile-info", route: "editProfileInfo", path: fixed("/editProfileInfo") },
  {
    name: "edit-profile-info-taken",
    route: "editProfileInfo",
    path: fixed("/editProfileInfo"),
    who: "member",
    act: async (page, w) => {
      await typeInto(page, "닉네임", w.friend.nickname);
      await page.getByText(/이미 사용 중/).waitFor();
    },
  },
  { name: "modify-password", route: "modifyPassword", path: fixed("/modifyPassword") },
  {
    name: "modify-password-typed",
    route: "modifyPassword",
    path: fixed("/modifyPassword"),
    who: "member",
    act: async (page) => {
      await typeInto(page, "현재 비밀번호", "test1234!");
      await typeInto(page, "새 비밀번호", "abc123");
      await typeInto(page, "새 비밀번호 확인", "abc1234");
    },
  },
  { name: "blocked-members", route: "blockedMembers", path: fixed("/blockedMembers") },
  { name: "delete-account", route: "deleteAccount", path: fixed("/deleteAccount") },
  {
    name: "delete-account-confirm",
    route: "deleteAccount",
    path: fixed("/deleteAccount"),
    who: "member",
    act: async (page, w) => {
      await page.getByLabel("비밀번호 확인").fill(w.viewer.password);
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "탈퇴하기" }).click();
      await opened(page);
    },
  },
  { name: "my-club-list", route: "myClubList", path: fixed("/myClubList") },
  { name: "not-found", route: "notFound", path: fixed("/no-such-page") },
];

/** Screens for one sweep; the route table's every route is among them (tested). */
export const screensFor = (who: Who) => SCREENS.filter((s) => !s.who || s.who === who);
