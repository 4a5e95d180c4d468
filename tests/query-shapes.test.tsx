import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import ts from "typescript";
import { pb } from "@/lib/pocketbase";
import { useSession, type SessionUser } from "@/lib/session";
import { checkStoredSession } from "@/lib/session-check";
import { watchVitals, type VitalsLibrary } from "@/lib/report-web-vitals";
import { confirmEmailVerification } from "@/features/auth/api/email-verification";
import { login } from "@/features/auth/api/login";
import { confirmPasswordReset, requestPasswordReset } from "@/features/auth/api/password-reset";
import { signup } from "@/features/auth/api/signup";
import { catchUpMessages } from "@/features/chat/api/catch-up-messages";
import { getChatRoom } from "@/features/chat/api/get-chat-room";
import { getChatRooms } from "@/features/chat/api/get-chat-rooms";
import { getMessages } from "@/features/chat/api/get-messages";
import { chatKeys } from "@/features/chat/api/keys";
import { sendMessage } from "@/features/chat/api/send-message";
import type { ChatMessage } from "@/features/chat/api/types";
import { withSender } from "@/features/chat/api/with-sender";
import { useRoomListRealtime } from "@/features/chat/hooks/use-room-list-realtime";
import { useRoomRealtime } from "@/features/chat/hooks/use-room-realtime";
import { useChatUnreadRealtime } from "@/features/chat/hooks/use-unread-realtime";
import { clubDetailPath } from "@/features/clubs/api/club-detail-query";
import { getClub } from "@/features/clubs/api/get-club";
import { EARLY_CLUB_LIST_PATH, getClubs } from "@/features/clubs/api/get-clubs";
import { getGenres } from "@/features/clubs/api/get-genres";
import { getMyAnswer } from "@/features/clubs/api/get-my-answer";
import { getMyClubs } from "@/features/clubs/api/get-my-clubs";
import { useClubRealtime } from "@/features/clubs/hooks/use-club-realtime";
import { createComment } from "@/features/comments/api/create-comment";
import { getComments } from "@/features/comments/api/get-comments";
import { getReplies } from "@/features/comments/api/get-replies";
import { updateComment } from "@/features/comments/api/update-comment";
import { useInboxRealtime } from "@/features/notifications/hooks/use-inbox-realtime";
import { changePassword } from "@/features/profile/api/change-password";
import { getLikedClubs } from "@/features/profile/api/get-liked-clubs";
import { getMyReviews } from "@/features/profile/api/get-my-reviews";
import { updateProfile } from "@/features/profile/api/update-profile";
import { createReview } from "@/features/reviews/api/create-review";
import { deleteReview } from "@/features/reviews/api/delete-review";
import { getReview } from "@/features/reviews/api/get-review";
import { EARLY_REVIEW_LIST_PATH, getReviews } from "@/features/reviews/api/get-reviews";
import { DEFAULT_CLUB_SEARCH } from "@/features/clubs/lib/club-search-params";
import { updateReview } from "@/features/reviews/api/update-review";
import { PB, server, http, HttpResponse, listResponse } from "./mocks/server";
import { multipartData, refusal, type SentRequest } from "./mocks/server-query-checks";

// Every request the client sends to PocketBase's records API and realtime, run through the
// server's own allowlist (pb_hooks/core/query-shapes.js): a client change the server would refuse
// ("허용되지 않은 요청이에요.") fails here, before any e2e test. Each function in src that talks
// to PocketBase is found by reading the source, and must either be exercised below or be named
// as a custom route (those routes check their own input in pb_hooks).

const ME = "member000000001";
const OTHER = "member000000002";
const REVIEW = "review000000001";
const COMMENT = "comment00000001";
const CLUB = "club00000000001";
const ROOM = "room00000000001";
const MESSAGE = "message00000001";
const NEW_ID = "newrecord000001";
const WHEN = "2026-11-22 10:00:00.000Z";
// A token the SDK reads as valid (a far expiry); the server part of the test reads it as ME.
const TOKEN = `e30.${btoa(JSON.stringify({ id: ME, type: "authRecord", exp: 4_000_000_000 }))}.sig`;
const USER = { id: ME, collectionId: "_pb_users_auth_", collectionName: "users", nickname: "나" };
const file = () => new File(["x"], "cover.webp", { type: "image/webp" });

// jsdom decodes no pictures: a picture goes up as its file and one size (the fields the app sends;
// the sizes themselves are checked by the server and e2e/images.spec.ts).
vi.mock("@/lib/prepare-image", () => ({
  appendImage: async (form: FormData, _kind: string, picked: File) => {
    form.append("img", picked, picked.name);
    form.append("imgSizes", picked, picked.name);
  },
}));

// --- The fake server: answers enough for each function to finish, and checks every request. ---

interface Checked {
  label: string;
  request: string;
  refusal: string | null;
}
const checked: Checked[] = [];
let label = "";
let inFlight = 0;
let refuseNextCreate = false;

async function readRequest(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const type = request.headers.get("content-type") ?? "";
  let data: Record<string, unknown> | null = null;
  if (type.startsWith("multipart/form-data")) data = multipartData(await request.formData(), url);
  else {
    const text = await request.text();
    data = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  }
  return { method: request.method, url, data };
}

const record = (collectionName: string, id: string) => ({
  id,
  collectionId: `${collectionName}_c`.slice(0, 15),
  collectionName,
  created: WHEN,
  updated: WHEN,
});

function answer({ method, url }: SentRequest) {
  const path = url.pathname;
  if (path === "/api/realtime") return new HttpResponse(null, { status: 204 });
  if (/\/auth-(with-password|refresh)$/.test(path))
    return HttpResponse.json({ token: TOKEN, record: { ...record("users", ME), ...USER } });
  const [, name, id] = /^\/api\/collections\/(\w+)\/records(?:\/([^/]+))?$/.exec(path) ?? [];
  if (!name) return new HttpResponse(null, { status: 204 });
  if (method === "GET" && !id) {
    const page = Number(url.searchParams.get("page") ?? 1);
    return HttpResponse.json(listResponse([], page, Number(url.searchParams.get("perPage") ?? 30)));
  }
  if (method === "DELETE") return new HttpResponse(null, { status: 204 });
  if (method === "POST" && refuseNextCreate) {
    refuseNextCreate = false; // as if an earlier attempt had landed: "id taken"
    return HttpResponse.json(
      { code: 400, message: "", data: { id: { code: "validation_invalid_id", message: "" } } },
      { status: 400 },
    );
  }
  return HttpResponse.json({ ...record(name, id ?? NEW_ID), ...(name === "users" ? USER : {}) });
}

beforeAll(() => {
  useSession.getState().setSession(TOKEN, USER as SessionUser);
  server.listen({ onUnhandledRequest: "error" });
  server.use(
    http.all(`${PB}/*`, async ({ request }) => {
      inFlight++;
      try {
        const sent = await readRequest(request);
        const me = request.headers.get("Authorization") === TOKEN ? ME : "";
        checked.push({
          label,
          request: `${sent.method} ${sent.url.pathname}${sent.url.search} ${JSON.stringify(sent.data)}`,
          refusal: refusal(sent, me),
        });
        return answer(sent);
      } finally {
        inFlight--;
      }
    }),
  );
});
afterEach(() => useSession.getState().setSession(TOKEN, USER as SessionUser));
afterAll(() => {
  server.close();
  useSession.getState().clear();
});

const wrapper = (qc: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  };
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders a realtime hook on a connection the SDK takes for open, until its topics are sent. */
async function subscribeWith(hook: () => void) {
  const rt = pb.realtime as unknown as { clientId: string; eventSource: unknown };
  rt.clientId = "test-client";
  rt.eventSource = { addEventListener() {}, removeEventListener() {}, close() {} };
  const { unmount } = renderHook(hook, { wrapper: wrapper(newQueryClient()) });
  await waitFor(() =>
    expect(checked.some((c) => c.label === label && c.request.includes("/api/realtime"))).toBe(true),
  );
  unmount();
}

/** What subscribes with a request the server answers, as requests it sends. */
const serverCheck = (path: string) => fetch(`${PB}${path}`, { headers: { Authorization: TOKEN } });

type Exercise = (qc: QueryClient) => Promise<unknown>;

// Each function found below, called in every way that changes its request.
const EXERCISES: Record<string, Exercise[]> = {
  "features/auth/api/email-verification.ts#confirmEmailVerification": [
    () => confirmEmailVerification("token"),
  ],
  "features/auth/api/login.ts#login": [() => login({ email: "me@example.kr", password: "pw123456!" })],
  "features/auth/api/password-reset.ts#requestPasswordReset": [() => requestPasswordReset("me@example.kr")],
  "features/auth/api/password-reset.ts#confirmPasswordReset": [
    () => confirmPasswordReset({ token: "token", password: "pw123456!", passwordConfirm: "pw123456!" }),
  ],
  "features/auth/api/signup.ts#signup": [
    () => {
      useSession.getState().clear(); // a visitor signs up
      return signup({
        email: "new@example.kr",
        password: "pw123456!",
        passwordConfirm: "pw123456!",
        nickname: "새회원",
        phone: "01012345678",
        birth: "2000-01-01",
        gender: "female",
      });
    },
  ],
  "features/chat/api/catch-up-messages.ts#catchUpMessages": [
    (qc) => catchUpMessages(qc, ROOM),
    (qc) => {
      const newest = { ...record("message", MESSAGE), chattingRoom: ROOM } as ChatMessage;
      qc.setQueryData(chatKeys.messages(ROOM), {
        pages: [{ items: [newest], older: null }],
        pageParams: [null],
      });
      return catchUpMessages(qc, ROOM);
    },
  ],
  "features/chat/api/get-chat-room.ts#getChatRoom": [() => getChatRoom(ROOM)],
  "features/chat/api/get-chat-rooms.ts#getChatRooms": [() => getChatRooms(ME, 1), () => getChatRooms(ME, 2)],
  "features/chat/api/get-messages.ts#getMessages": [
    () => getMessages(ROOM, null),
    () => getMessages(ROOM, { created: WHEN, id: MESSAGE }),
  ],
  "features/chat/api/send-message.ts#sendMessage": [
    () => sendMessage({ id: NEW_ID, roomId: ROOM, text: "안녕하세요" }),
    () => {
      refuseNextCreate = true; // the retry's read-back
      return sendMessage({ id: NEW_ID, roomId: ROOM, text: "안녕하세요" });
    },
  ],
  "features/chat/api/with-sender.ts#withSender": [
    (qc) => withSender(qc, ROOM, { ...record("message", MESSAGE), sender: OTHER } as ChatMessage),
  ],
  "features/chat/hooks/use-room-list-realtime.ts#useRoomListRealtime": [
    () => subscribeWith(() => useRoomListRealtime(ME)),
  ],
  "features/chat/hooks/use-room-realtime.ts#useRoomRealtime": [
    () => subscribeWith(() => useRoomRealtime(ROOM, true, { onAccessLost: () => undefined })),
  ],
  "features/chat/hooks/use-unread-realtime.ts#useChatUnreadRealtime": [
    () => subscribeWith(() => useChatUnreadRealtime(ME)),
  ],
  "features/clubs/api/club-detail-query.ts#clubDetailPath": [() => serverCheck(clubDetailPath(CLUB))],
  "features/clubs/api/get-club.ts#getClub": [() => getClub(CLUB)],
  "features/clubs/api/get-clubs.ts#EARLY_CLUB_LIST_PATH": [() => serverCheck(EARLY_CLUB_LIST_PATH)],
  "features/clubs/api/get-clubs.ts#getClubs": [
    // Words, online/offline, dates and 모집 중 go to the typed search route (checked against its
    // PARAMS in tests/club-search-params.test.ts); genres and sort alone use the records API.
    () => getClubs({ ...DEFAULT_CLUB_SEARCH }, 1),
    () => getClubs({ ...DEFAULT_CLUB_SEARCH }, 2),
    () => getClubs({ ...DEFAULT_CLUB_SEARCH, genres: ["genre0000000001", "genre0000000002"] }, 1),
    () => getClubs({ ...DEFAULT_CLUB_SEARCH, sort: "soonest" }, 1),
    () => getClubs({ ...DEFAULT_CLUB_SEARCH, genres: ["genre0000000001"], sort: "soonest" }, 1),
  ],
  "features/clubs/api/get-genres.ts#getGenres": [() => getGenres()],
  "features/clubs/api/get-my-answer.ts#getMyAnswer": [() => getMyAnswer(CLUB, ME)],
  "features/clubs/api/get-my-clubs.ts#getMyClubs": [
    () => getMyClubs(ME, ""),
    () => getMyClubs(ME, "어린 '왕자'"),
  ],
  "features/clubs/hooks/use-club-realtime.ts#useClubRealtime": [
    () => subscribeWith(() => useClubRealtime(CLUB)),
  ],
  "features/comments/api/create-comment.ts#createComment": [
    () => createComment({ id: NEW_ID, reviewId: REVIEW, content: "좋아요" }),
    () => createComment({ id: NEW_ID, reviewId: REVIEW, content: "답글", replyToId: COMMENT }),
    () => {
      refuseNextCreate = true;
      return createComment({ id: NEW_ID, reviewId: REVIEW, content: "좋아요" });
    },
  ],
  "features/comments/api/get-comments.ts#getComments": [
    () => getComments({ reviewId: REVIEW, page: 1 }),
    () => getComments({ reviewId: REVIEW, page: 2 }),
  ],
  "features/comments/api/get-replies.ts#getReplies": [() => getReplies(COMMENT)],
  "features/comments/api/update-comment.ts#updateComment": [
    () => updateComment({ id: COMMENT, content: "고침", reviewId: REVIEW, replyToId: "" }),
  ],
  "features/notifications/hooks/use-inbox-realtime.ts#useInboxRealtime": [
    () => subscribeWith(() => useInboxRealtime(ME)),
  ],
  "features/profile/api/change-password.ts#changePassword": [
    () => changePassword(ME, "me@example.kr", { oldPassword: "a", password: "b", passwordConfirm: "b" }),
  ],
  "features/profile/api/get-liked-clubs.ts#getLikedClubs": [() => getLikedClubs(ME)],
  "features/profile/api/get-my-reviews.ts#getMyReviews": [() => getMyReviews(ME)],
  "features/profile/api/update-profile.ts#updateProfile": [
    () => updateProfile(ME, { nickname: "새이름" }),
    () => updateProfile(ME, { img: file() }),
    () => updateProfile(ME, { img: null }),
  ],
  "features/reviews/api/create-review.ts#createReview": [
    () =>
      createReview({
        id: NEW_ID,
        fields: { bookTitle: "책", title: "제목", detail: "<p>본문</p>" },
        cover: file(),
      }),
    () => {
      refuseNextCreate = true;
      return createReview({
        id: NEW_ID,
        fields: { bookTitle: "책", title: "제목", detail: "<p>본문</p>" },
        cover: file(),
      });
    },
  ],
  "features/reviews/api/delete-review.ts#deleteReview": [() => deleteReview(REVIEW)],
  "features/reviews/api/get-review.ts#getReview": [() => getReview(REVIEW)],
  "features/reviews/api/get-reviews.ts#EARLY_REVIEW_LIST_PATH": [() => serverCheck(EARLY_REVIEW_LIST_PATH)],
  "features/reviews/api/get-reviews.ts#getReviews": [
    () => getReviews({ page: 1, search: "" }),
    () => getReviews({ page: 2, search: "" }),
    () => getReviews({ page: 1, search: "책" }), // under 3 characters: the list's own filter
  ],
  "features/reviews/api/update-review.ts#updateReview": [
    () =>
      updateReview({ id: REVIEW, fields: { bookTitle: "책", title: "제목", detail: "본문" }, cover: null }),
    () =>
      updateReview({ id: REVIEW, fields: { bookTitle: "책", title: "제목", detail: "본문" }, cover: file() }),
  ],
  "lib/report-web-vitals.ts#watchVitals": [
    async () => {
      const report = (name: string) => (send: (m: object) => void) =>
        send({ name, value: 1.5, rating: "good", navigationType: "navigate" });
      const none = () => undefined;
      watchVitals(
        { onCLS: none, onFCP: report("FCP"), onINP: none, onLCP: none, onTTFB: none } as VitalsLibrary,
        "/club/:id",
      );
      await waitFor(() => expect(checked.some((c) => c.label === label)).toBe(true));
    },
  ],
  "lib/session-check.ts#checkStoredSession": [() => checkStoredSession()],
};

// Exercised through the functions above.
const THROUGH_CALLERS: Record<string, string> = {
  "lib/create-once.ts#createOnce":
    "createReview, createComment, sendMessage (with the read-back after 'id taken')",
  "lib/early-request.ts#listPath": "EARLY_CLUB_LIST_PATH, EARLY_REVIEW_LIST_PATH",
  "lib/live.ts#subscribeLive": "the realtime hooks (PB_CONNECT)",
};

// Custom routes (pb.send to pb_hooks routerAdd): each route validates its own input.
const CUSTOM_ROUTES = [
  "features/auth/api/demo-account.ts#getDemoAccountQueryOptions",
  "features/auth/api/email-verification.ts#resendVerificationMail",
  "features/auth/api/oauth2-link.ts#linkOAuth2",
  "features/auth/api/oauth2-sign-in.ts#signInWithOAuth2",
  "features/auth/api/oauth2-sign-up.ts#signUpWithOAuth2",
  "features/chat/api/get-unread.ts#getChatUnread",
  "features/chat/api/mark-room-read.ts#markRoomRead",
  "features/clubs/api/club-request.ts#clubRequest",
  "features/clubs/api/search-clubs.ts#searchClubs",
  "features/clubs/api/waitlist.ts#useMyWaitlist",
  "features/comments/api/delete-comment.ts#deleteComment",
  "features/comments/api/get-comment-count.ts#getCommentCount",
  "features/comments/api/toggle-like.ts#setCommentLike",
  "features/notifications/api/get-notifications.ts#getNotifications",
  "features/notifications/api/get-unread-count.ts#getUnreadCount",
  "features/notifications/api/mark-read.ts#markRead",
  "features/profile/api/delete-account.ts#deleteAccount",
  "features/push/api/forget-device.ts#forgetDevice",
  "features/push/api/get-device.ts#getDevice",
  "features/push/api/get-public-key.ts#getPublicKey",
  "features/push/api/register-device.ts#registerDevice",
  "lib/availability.ts#checkAvailability",
  "lib/oauth2.ts#getOAuth2ProvidersQueryOptions",
  "lib/safety.ts#getBlocksQueryOptions",
  "lib/safety.ts#useReport",
  "lib/safety.ts#useSetBlocked",
];

// --- Finding every function that talks to PocketBase, by reading src. ---

// Not the files tests/lint-rules.test.ts writes into src for a moment (it may run alongside).
const SOURCES = import.meta.glob<string>(
  ["/src/**/*.{ts,tsx}", "!/src/types/**", "!/src/**/*lint-fixture*/**", "!/src/**/*lint-fixture*"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);
// An SDK call, a realtime subscription, a custom route, or a records API path built by hand.
const TALKS_TO_POCKETBASE =
  /\.collection\(|\.realtime\.subscribe\(|\.send[<(]|\bcreateOnce[<(]|\blistPath\(|\/api\/collections\//;

/** Exported functions and constants of one file that send (themselves or through a local helper). */
function talkers(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const decls: { name: string; exported: boolean; text: string }[] = [];
  for (const st of file.statements) {
    const exported = !!ts
      .getModifiers(st as ts.HasModifiers)
      ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isFunctionDeclaration(st) && st.name)
      decls.push({ name: st.name.text, exported, text: st.getText(file) });
    if (ts.isVariableStatement(st))
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name)) decls.push({ name: d.name.text, exported, text: d.getText(file) });
  }
  const local = new Set(
    decls.filter((d) => !d.exported && TALKS_TO_POCKETBASE.test(d.text)).map((d) => d.name),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const d of decls)
      if (
        !d.exported &&
        !local.has(d.name) &&
        [...local].some((n) => new RegExp(`\\b${n}\\(`).test(d.text))
      ) {
        local.add(d.name);
        grew = true;
      }
  }
  return decls
    .filter((d) => d.exported)
    .filter(
      (d) =>
        TALKS_TO_POCKETBASE.test(d.text) || [...local].some((n) => new RegExp(`\\b${n}\\(`).test(d.text)),
    )
    .map((d) => `${path.replace(/^\/src\//, "")}#${d.name}`);
}

describe("every function that talks to PocketBase", () => {
  it("is exercised here, exercised through a caller, or a custom route", () => {
    const found = Object.entries(SOURCES)
      .flatMap(([path, source]) => talkers(path, source))
      .sort();
    const accounted = [...Object.keys(EXERCISES), ...Object.keys(THROUGH_CALLERS), ...CUSTOM_ROUTES].sort();
    expect(found).toEqual(accounted);
  });
});

describe("the server accepts every request the client sends", () => {
  for (const [name, calls] of Object.entries(EXERCISES)) {
    it(name, async () => {
      label = name;
      const qc = newQueryClient();
      for (const call of calls) await call(qc);
      await waitFor(() => expect(inFlight).toBe(0));
      const mine = checked.filter((c) => c.label === name);
      expect(mine.length, "no request reached the server").toBeGreaterThan(0);
      expect(mine.filter((c) => c.refusal)).toEqual([]);
    });
  }
});
