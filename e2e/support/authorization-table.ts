import { adminClient, type Member } from "./fixtures";
import { CLUB_DETAIL_EXPAND } from "../../src/features/clubs/api/club-detail-query";

// The authorization matrix (docs/security.md): who may list, view, create, update and delete
// what. Roles: visitor (no token), member (signed in, unrelated), owner (the record's writer /
// author / host / the member themself), applicant (applied to the club, not confirmed) and
// roomMember (confirmed, in the club's chat room). Run by e2e/authorization-matrix.spec.ts.

export type Role = "visitor" | "member" | "owner" | "applicant" | "roomMember";
export type Expect = "allow" | "deny";
type Res = { status: number; json: unknown; text: string };
export interface World {
  members: Record<Role, Member | null>;
  ids: Record<"user" | "club" | "room" | "answer" | "review" | "comment" | "message", string>;
  raw: (who: Member | null, method: string, route: string, body?: unknown) => Promise<Res>;
  /** Appends a picture with its sizes, as the app sends it (e2e/support/images.ts). */
  image: (form: FormData, kind: "club" | "cover") => void;
}
export interface Row {
  collection: string;
  op: "list" | "view" | "create" | "update" | "delete";
  role: Role;
  expect: Expect;
  note?: string;
  request: (w: World, who: Member | null) => Promise<Res>;
  /** list: the record that must (allow) or must not (deny) be in the page. */
  target?: (w: World) => string;
  /** Server state read by the admin before and after: unchanged on deny, changed on allow. */
  verify?: (w: World) => Promise<unknown>;
}

const R = (c: string) => `/api/collections/${c}/records`;
const count = (c: string, filter: string) => async () =>
  (await (await adminClient()).collection(c).getList(1, 1, { filter })).totalItems;
const field = (c: string, id: (w: World) => string, name: string) => async (w: World) => {
  const rec = await (
    await adminClient()
  )
    .collection(c)
    .getOne(id(w))
    .catch(() => null);
  return rec ? rec[name] : "(deleted)";
};
const exists = (c: string, id: (w: World) => string) => async (w: World) =>
  !!(await (
    await adminClient()
  )
    .collection(c)
    .getOne(id(w))
    .catch(() => null));
// One admin-made block (owner blocked the applicant) and one report (owner reported the review... of
// the roomMember's message), made once per run; the rows above try to reach them through the records API.
const safetyIds: Record<string, string> = {};
function safetyBody(c: "blocks" | "reports", w: World, from: string, to: string, detail = "권한표 신고") {
  return c === "blocks"
    ? { blocker: from, blocked: to }
    : {
        reporter: from,
        targetType: "message",
        targetId: w.ids.message,
        targetOwner: to,
        reason: "spam",
        detail,
        dismissed: false,
      };
}
/** One CSP report row (admin-made), for the records API to try to reach. */
async function cspReport(): Promise<string> {
  safetyIds.csp_reports ??= (
    await (
      await adminClient()
    )
      .collection("csp_reports")
      .create({ directive: "script-src-elem", blocked: "inline", page: "/", disposition: "enforce" })
  ).id;
  return safetyIds.csp_reports;
}
/** One place in the club's line (admin-made) for the unrelated member, made once per run. */
async function waitRow(w: World): Promise<string> {
  safetyIds.socialingWaitlist ??= (
    await (await adminClient()).collection("socialingWaitlist").create({
      socialing: w.ids.club,
      member: w.members.member!.id,
      answer: "권한표 대기 답변이에요 열 글자",
      seq: 1,
    })
  ).id;
  return safetyIds.socialingWaitlist;
}
async function safetyRecord(c: "blocks" | "reports", w: World): Promise<string> {
  if (!safetyIds[c]) {
    const rec = await (
      await adminClient()
    )
      .collection(c)
      .create(safetyBody(c, w, w.ids.user, w.members.applicant!.id));
    safetyIds[c] = rec.id;
  }
  return safetyIds[c];
}

// One admin-made push device and push job of the owner (issue 34), made once per run; the rows
// below try to reach them through the records API. Members use the typed /api/chaekdongne/push/*
// routes for their own devices only (e2e/push-security.spec.ts).
const pushIds: Record<string, string> = {};
const randomKey = (bytes: number) =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString("base64url");
function pushBody(c: "push_subscriptions" | "push_jobs", owner: string, tag = "") {
  return c === "push_subscriptions"
    ? {
        owner,
        endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${tag}${randomKey(12)}`,
        p256dh: randomKey(65),
        auth: randomKey(16),
        clubs: true,
        comments: true,
        chat: true,
      }
    : { recipient: owner, key: `n:matrix${tag}${randomKey(6)}`, pending: false, due: 0, version: 1 };
}
async function pushRecord(c: "push_subscriptions" | "push_jobs", w: World): Promise<string> {
  if (!pushIds[c])
    pushIds[c] = (await (await adminClient()).collection(c).create(pushBody(c, w.ids.user))).id;
  return pushIds[c];
}

const mark = (s: string) => `권한표-${s}`;
// Markers of the records the denied creates below would write: their verify counts only those,
// never a whole collection other specs write to in parallel.
const ATTEMPT = "권한표 만들기 시도";
const ATTEMPT_KEY = "attempt";
const MATRIX_PAGE = "/권한표";

const id = {
  user: (w: World) => w.ids.user,
  club: (w: World) => w.ids.club,
  room: (w: World) => w.ids.room,
  answer: (w: World) => w.ids.answer,
  review: (w: World) => w.ids.review,
  comment: (w: World) => w.ids.comment,
  message: (w: World) => w.ids.message,
};

function rows(
  collection: string,
  op: Row["op"],
  spec: Partial<Record<Role, Expect>>,
  base: Omit<Row, "collection" | "op" | "role" | "expect">,
): Row[] {
  return Object.entries(spec).map(([role, expect]) => ({
    collection,
    op,
    role: role as Role,
    expect: expect!,
    ...base,
  }));
}
// Lists and views are asked in the app's own shapes (pb_hooks/core/query-shapes.js): any other query
// is refused whatever the rules say, so "allow" means the app's query shows the record.
const MESSAGE_FIELDS =
  "id,collectionId,chattingRoom,sender,text,hiddenReason,created,expand.sender.id,expand.sender.collectionId,expand.sender.nickname,expand.sender.img";
const ROOM_FIELDS =
  "id,collectionId,socialing,users,clubTitle,lastMessageText,lastMessageHiddenReason,lastMessageAt,created,expand.socialing.id,expand.socialing.collectionId,expand.socialing.title,expand.socialing.img";
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const LIST_QUERY: Record<string, (w: World, who: Member | null) => string> = {
  users: () => "perPage=200",
  genres: () => query({ perPage: "500", sort: "id", fields: "id,title,collectionId" }),
  socialing: () => query({ perPage: "10", sort: "-created", expand: "genre,createUser" }),
  chattingRoom: (_w, who) =>
    query({
      perPage: "30",
      filter: `users.id ?= '${who?.id ?? ""}'`,
      sort: "-lastMessageAt,-created",
      expand: "socialing",
      fields: ROOM_FIELDS,
    }),
  socialingQueryAnswer: (w, who) =>
    query({ perPage: "1", filter: `socialing = '${w.ids.club}' && answerUser = '${who?.id ?? ""}'` }),
  bookReview: () =>
    query({
      perPage: "10",
      sort: "-created,-id",
      expand: "writer",
      fields: "id,collectionId,writer,img,bookTitle,title,created,expand,detail:excerpt(300,true)",
    }),
  comments: (w) =>
    query({
      perPage: "10",
      filter: `bookReviewId = '${w.ids.review}' && replyToId = ''`,
      sort: "-created,-id",
      expand: "author",
    }),
  message: (w) =>
    query({
      perPage: "30",
      filter: `chattingRoom = '${w.ids.room}'`,
      sort: "-created,-id",
      expand: "sender",
      fields: MESSAGE_FIELDS,
    }),
};
const VIEW_QUERY: Record<string, string> = {
  socialing: query({ expand: CLUB_DETAIL_EXPAND }),
  chattingRoom: query({
    expand: "socialing,users",
    fields: `${ROOM_FIELDS},expand.users.id,expand.users.collectionId,expand.users.nickname,expand.users.img`,
  }),
  message: query({ expand: "sender", fields: MESSAGE_FIELDS }),
  bookReview: query({ expand: "writer" }),
  comments: query({ expand: "author" }),
};

/** Pages through the app's list (newer records made by parallel tests push the target down). */
async function listPages(w: World, who: Member | null, c: string, target: string): Promise<Res> {
  const items: { id: string }[] = [];
  let first: Res | undefined;
  for (let page = 1; page <= 30; page++) {
    const res = await w.raw(who, "GET", `${R(c)}?page=${page}&${LIST_QUERY[c](w, who)}`);
    first ??= res;
    const body = res.json as { items?: { id: string }[]; totalPages?: number } | null;
    if (res.status !== 200 || !body?.items) break;
    items.push(...body.items);
    if (items.some((i) => i.id === target) || page >= (body.totalPages ?? 0)) break;
  }
  return first!.status === 200 ? { ...first!, json: { items } } : first!;
}
const list = (c: string, target: (w: World) => string, spec: Partial<Record<Role, Expect>>) =>
  rows(c, "list", spec, { target, request: (w, who) => listPages(w, who, c, target(w)) });
const view = (c: string, target: (w: World) => string, spec: Partial<Record<Role, Expect>>) =>
  rows(c, "view", spec, {
    request: (w, who) => w.raw(who, "GET", `${R(c)}/${target(w)}${VIEW_QUERY[c] ? `?${VIEW_QUERY[c]}` : ""}`),
  });
const del = (c: string, target: (w: World) => string, spec: Partial<Record<Role, Expect>>) =>
  rows(c, "delete", spec, {
    request: (w, who) => w.raw(who, "DELETE", `${R(c)}/${target(w)}`),
    verify: exists(c, target),
  });

export const MATRIX: Row[] = [
  // users: nobody lists a directory; anyone views the public card; only the member edits themself.
  ...list("users", id.user, { visitor: "deny", member: "deny", roomMember: "deny", owner: "deny" }),
  ...view("users", id.user, { visitor: "allow", member: "allow", owner: "allow" }),
  ...rows(
    "users",
    "create",
    { visitor: "allow" },
    {
      note: "sign-up",
      request: (w, who) => {
        const n = `${Date.now() % 1e8}`;
        return w.raw(who, "POST", R("users"), {
          email: `matrix-${n}@chaekdongne.kr`,
          password: "test1234!",
          passwordConfirm: "test1234!",
          nickname: `권한${n.slice(-6)}`,
          phone: `019${n.padStart(8, "0")}`,
          birth: "1990-01-01 00:00:00.000Z",
          gender: "male",
        });
      },
    },
  ),
  ...rows(
    "users",
    "create",
    { visitor: "deny" },
    {
      note: "sign-up that presets club lists",
      request: (w, who) => {
        const n = `${(Date.now() + 7) % 1e8}`;
        return w.raw(who, "POST", R("users"), {
          email: `matrix-x${n}@chaekdongne.kr`,
          password: "test1234!",
          passwordConfirm: "test1234!",
          nickname: `권x${n.slice(-6)}`,
          phone: `018${n.padStart(8, "0")}`,
          birth: "1990-01-01 00:00:00.000Z",
          gender: "male",
          createSocialing: [w.ids.club],
        });
      },
    },
  ),
  ...rows(
    "users",
    "update",
    { visitor: "deny", member: "deny", roomMember: "deny" },
    {
      request: (w, who) => w.raw(who, "PATCH", `${R("users")}/${w.ids.user}`, { nickname: "탈취됨" }),
      verify: field("users", id.user, "nickname"),
    },
  ),
  ...rows(
    "users",
    "update",
    { owner: "allow" },
    {
      request: (w, who) =>
        w.raw(who, "PATCH", `${R("users")}/${w.ids.user}`, { nickname: `새이름${Date.now() % 1000}` }),
      verify: field("users", id.user, "nickname"),
    },
  ),
  ...rows(
    "users",
    "update",
    { owner: "deny" },
    {
      note: "own club lists are server-managed",
      request: (w, who) =>
        w.raw(who, "PATCH", `${R("users")}/${w.ids.user}`, { participantSocialing: [w.ids.club] }),
      verify: field("users", id.user, "participantSocialing"),
    },
  ),
  ...del("users", id.user, { visitor: "deny", member: "deny", owner: "deny" }),

  // genres: read-only reference data.
  ...list("genres", () => "genre0000000001", { visitor: "allow", member: "allow" }),
  ...view("genres", () => "genre0000000001", { visitor: "deny" }), // the app lists genres only
  ...rows(
    "genres",
    "create",
    { visitor: "deny", member: "deny" },
    {
      request: (w, who) => w.raw(who, "POST", R("genres"), { title: mark("장르") }),
      verify: count("genres", `title = '${mark("장르")}'`),
    },
  ),
  ...rows(
    "genres",
    "update",
    { member: "deny" },
    {
      request: (w, who) => w.raw(who, "PATCH", `${R("genres")}/genre0000000001`, { title: "바뀐장르" }),
      verify: field("genres", () => "genre0000000001", "title"),
    },
  ),
  ...del("genres", () => "genre0000000010", { member: "deny" }),

  // socialing: public to read; every write goes through the transactional /api/clubs routes.
  ...list("socialing", id.club, { visitor: "allow", member: "allow" }),
  ...view("socialing", id.club, { visitor: "allow", member: "allow" }),
  ...rows(
    "socialing",
    "create",
    { member: "deny", owner: "deny" },
    {
      note: "records API; /api/clubs is the way",
      request: (w, who) => {
        const fd = new FormData();
        const fields = {
          title: mark("모임"),
          detail: "설명",
          genre: "genre0000000001",
          dateTime: new Date(Date.now() + 86_400_000).toISOString(),
          limitPerson: "3",
          query: "질문",
          createUser: who?.id ?? "",
        };
        for (const [k, v] of Object.entries(fields)) fd.append(k, v);
        w.image(fd, "club");
        return w.raw(who, "POST", R("socialing"), fd);
      },
      verify: count("socialing", `title = '${mark("모임")}'`),
    },
  ),
  ...rows(
    "socialing",
    "update",
    { visitor: "deny", member: "deny", owner: "deny", applicant: "deny" },
    {
      note: "records API (the confirmed list)",
      request: (w, who) =>
        w.raw(who, "PATCH", `${R("socialing")}/${w.ids.club}`, {
          confirmUser: [who?.id ?? ""],
          limitPerson: 15,
        }),
      verify: field("socialing", id.club, "confirmUser"),
    },
  ),
  ...rows(
    "socialing",
    "update",
    { member: "deny", applicant: "deny" },
    {
      note: "approve route, not the host",
      request: (w, who) =>
        w.raw(who, "POST", `/api/clubs/${w.ids.club}/approve`, { userId: w.members.applicant!.id }),
      verify: field("socialing", id.club, "confirmUser"),
    },
  ),
  ...del("socialing", id.club, { visitor: "deny", member: "deny", owner: "deny" }),
  ...rows(
    "socialing",
    "delete",
    { member: "deny", roomMember: "deny" },
    {
      note: "DELETE /api/clubs/:id, not the host",
      request: (w, who) => w.raw(who, "DELETE", `/api/clubs/${w.ids.club}`),
      verify: exists("socialing", id.club),
    },
  ),

  // chattingRoom: only its users see it; nobody writes it directly (approval does).
  ...list("chattingRoom", id.room, {
    visitor: "deny",
    member: "deny",
    applicant: "deny",
    roomMember: "allow",
    owner: "allow",
  }),
  ...view("chattingRoom", id.room, {
    visitor: "deny",
    member: "deny",
    applicant: "deny",
    roomMember: "allow",
    owner: "allow",
  }),
  ...rows(
    "chattingRoom",
    "create",
    { member: "deny", owner: "deny" },
    {
      request: (w, who) =>
        w.raw(who, "POST", R("chattingRoom"), { socialing: w.ids.club, users: [who?.id ?? ""] }),
      verify: (w) => count("chattingRoom", `socialing = '${w.ids.club}'`)(),
    },
  ),
  ...rows(
    "chattingRoom",
    "update",
    { member: "deny", applicant: "deny", roomMember: "deny", owner: "deny" },
    {
      note: "joining the room by hand",
      request: (w, who) =>
        w.raw(who, "PATCH", `${R("chattingRoom")}/${w.ids.room}`, { "users+": who?.id ?? "" }),
      verify: field("chattingRoom", id.room, "users"),
    },
  ),
  ...del("chattingRoom", id.room, { member: "deny", roomMember: "deny", owner: "deny" }),

  // socialingQueryAnswer: the answer is read by its author and the host only.
  // The applicant reads their own answer through the list; the host through the club's expand.
  ...list("socialingQueryAnswer", id.answer, {
    visitor: "deny",
    member: "deny",
    roomMember: "deny",
    applicant: "allow",
    owner: "deny",
  }),
  ...view("socialingQueryAnswer", id.answer, {
    visitor: "deny",
    member: "deny",
    roomMember: "deny",
    applicant: "deny",
    owner: "deny",
  }),
  ...rows(
    "socialingQueryAnswer",
    "create",
    { member: "deny" },
    {
      note: "records API; /apply is the way",
      request: (w, who) =>
        w.raw(who, "POST", R("socialingQueryAnswer"), {
          socialing: w.ids.club,
          answerUser: who?.id ?? "",
          answer: mark("답변입니다 열글자"),
        }),
      verify: count("socialingQueryAnswer", `answer = '${mark("답변입니다 열글자")}'`),
    },
  ),
  ...rows(
    "socialingQueryAnswer",
    "update",
    { applicant: "deny", owner: "deny", member: "deny" },
    {
      request: (w, who) =>
        w.raw(who, "PATCH", `${R("socialingQueryAnswer")}/${w.ids.answer}`, {
          answer: "바꾼 답변이에요 열 글자 넘게",
        }),
      verify: field("socialingQueryAnswer", id.answer, "answer"),
    },
  ),
  ...del("socialingQueryAnswer", id.answer, { applicant: "deny", owner: "deny", member: "deny" }),

  // bookReview: public to read; members write their own.
  ...list("bookReview", id.review, { visitor: "allow", member: "allow" }),
  ...view("bookReview", id.review, { visitor: "allow", member: "allow" }),
  ...rows(
    "bookReview",
    "create",
    { visitor: "deny", member: "allow" },
    {
      request: (w, who) => {
        const fd = new FormData();
        for (const [k, v] of Object.entries({
          writer: who?.id ?? w.ids.user,
          bookTitle: mark("리뷰책"),
          title: "권한 리뷰",
          detail: "<p>열 글자가 넘는 본문입니다.</p>",
        }))
          fd.append(k, v);
        w.image(fd, "cover");
        return w.raw(who, "POST", R("bookReview"), fd);
      },
      verify: count("bookReview", `bookTitle = '${mark("리뷰책")}'`),
    },
  ),
  ...rows(
    "bookReview",
    "create",
    { member: "deny" },
    {
      note: "as another writer",
      request: (w, who) => {
        const fd = new FormData();
        for (const [k, v] of Object.entries({
          writer: w.ids.user,
          bookTitle: mark("사칭책"),
          title: "사칭 리뷰",
          detail: "<p>열 글자가 넘는 본문입니다.</p>",
        }))
          fd.append(k, v);
        w.image(fd, "cover");
        return w.raw(who, "POST", R("bookReview"), fd);
      },
      verify: count("bookReview", `bookTitle = '${mark("사칭책")}'`),
    },
  ),
  ...rows(
    "bookReview",
    "update",
    { visitor: "deny", member: "deny" },
    {
      request: (w, who) =>
        w.raw(who, "PATCH", `${R("bookReview")}/${w.ids.review}`, { title: "남이 바꾼 제목" }),
      verify: field("bookReview", id.review, "title"),
    },
  ),
  ...rows(
    "bookReview",
    "update",
    { owner: "allow" },
    {
      request: (w, who) =>
        w.raw(who, "PATCH", `${R("bookReview")}/${w.ids.review}`, {
          title: `고친 제목 ${Date.now() % 1000}`,
        }),
      verify: field("bookReview", id.review, "title"),
    },
  ),
  ...rows(
    "bookReview",
    "update",
    { owner: "deny" },
    {
      note: "handing the review to someone else",
      request: (w, who) =>
        w.raw(who, "PATCH", `${R("bookReview")}/${w.ids.review}`, { writer: w.members.member!.id }),
      verify: field("bookReview", id.review, "writer"),
    },
  ),
  ...del("bookReview", id.review, { visitor: "deny", member: "deny" }),

  // comments: public to read; members write and edit their own, likes via the like route.
  ...list("comments", id.comment, { visitor: "allow", member: "allow" }),
  ...view("comments", id.comment, { visitor: "allow" }), // the read-back after a create (create-once)
  ...rows(
    "comments",
    "create",
    { visitor: "deny", member: "allow" },
    {
      request: (w, who) =>
        w.raw(who, "POST", R("comments"), {
          bookReviewId: w.ids.review,
          author: who?.id ?? w.ids.user,
          content: mark("댓글"),
        }),
      verify: count("comments", `content = '${mark("댓글")}'`),
    },
  ),
  ...rows(
    "comments",
    "create",
    { member: "deny" },
    {
      note: "as another author",
      request: (w, who) =>
        w.raw(who, "POST", R("comments"), {
          bookReviewId: w.ids.review,
          author: w.ids.user,
          content: mark("사칭댓글"),
        }),
      verify: count("comments", `content = '${mark("사칭댓글")}'`),
    },
  ),
  ...rows(
    "comments",
    "create",
    { member: "deny" },
    {
      note: "with preset likes",
      request: (w, who) =>
        w.raw(who, "POST", R("comments"), {
          bookReviewId: w.ids.review,
          author: who?.id,
          content: mark("좋아요댓글"),
          likePeoples: [w.ids.user],
        }),
      verify: count("comments", `content = '${mark("좋아요댓글")}'`),
    },
  ),
  ...rows(
    "comments",
    "update",
    { visitor: "deny", member: "deny" },
    {
      request: (w, who) =>
        w.raw(who, "PATCH", `${R("comments")}/${w.ids.comment}`, { content: "남이 고친 댓글" }),
      verify: field("comments", id.comment, "content"),
    },
  ),
  ...rows(
    "comments",
    "update",
    { member: "deny" },
    {
      note: "likes for someone else",
      request: (w, who) =>
        w.raw(who, "PATCH", `${R("comments")}/${w.ids.comment}`, { likePeoples: [w.ids.user] }),
      verify: field("comments", id.comment, "likePeoples"),
    },
  ),
  ...rows(
    "comments",
    "update",
    { owner: "allow" },
    {
      request: (w, who) =>
        w.raw(who, "PATCH", `${R("comments")}/${w.ids.comment}`, {
          content: `고친 댓글 ${Date.now() % 1000}`,
        }),
      verify: field("comments", id.comment, "content"),
    },
  ),
  ...del("comments", id.comment, { visitor: "deny", member: "deny" }),

  // message: the room's users read and send as themselves; messages are never edited.
  ...list("message", id.message, {
    visitor: "deny",
    member: "deny",
    applicant: "deny",
    roomMember: "allow",
    owner: "allow",
  }),
  ...view("message", id.message, { visitor: "deny", member: "deny", roomMember: "allow" }),
  ...rows(
    "message",
    "create",
    { visitor: "deny", member: "deny", applicant: "deny", roomMember: "allow" },
    {
      request: (w, who) =>
        w.raw(who, "POST", R("message"), {
          chattingRoom: w.ids.room,
          sender: who?.id ?? w.ids.user,
          text: mark("메시지"),
        }),
      verify: count("message", `text = '${mark("메시지")}'`),
    },
  ),
  ...rows(
    "message",
    "create",
    { roomMember: "deny" },
    {
      note: "as the host",
      request: (w, who) =>
        w.raw(who, "POST", R("message"), {
          chattingRoom: w.ids.room,
          sender: w.ids.user,
          text: mark("사칭메시지"),
        }),
      verify: count("message", `text = '${mark("사칭메시지")}'`),
    },
  ),
  ...rows(
    "message",
    "update",
    { roomMember: "deny", owner: "deny" },
    {
      request: (w, who) => w.raw(who, "PATCH", `${R("message")}/${w.ids.message}`, { text: "고친 메시지" }),
      verify: field("message", id.message, "text"),
    },
  ),
  ...del("message", id.message, { roomMember: "deny", owner: "deny" }),

  // vitals: anyone adds an anonymous measurement; only admins read or change them.
  ...rows(
    "vitals",
    "create",
    { visitor: "allow", member: "allow" },
    {
      request: (w, who) =>
        w.raw(who, "POST", R("vitals"), { name: "LCP", value: 1200, rating: "good", route: "/matrix" }),
    },
  ),
  ...rows(
    "vitals",
    "list",
    { visitor: "deny", member: "deny" },
    { request: (w, who) => w.raw(who, "GET", R("vitals")) },
  ),
  ...rows(
    "vitals",
    "view",
    { member: "deny" },
    {
      request: async (w, who) => {
        const created = await w.raw(null, "POST", R("vitals"), {
          name: "FCP",
          value: 900,
          rating: "good",
          route: "/matrix",
        });
        return w.raw(who, "GET", `${R("vitals")}/${(created.json as { id: string }).id}`);
      },
    },
  ),
  ...rows(
    "vitals",
    "update",
    { visitor: "deny" },
    {
      request: async (w, who) => {
        const created = await w.raw(null, "POST", R("vitals"), {
          name: "FCP",
          value: 900,
          rating: "good",
          route: "/matrix",
        });
        return w.raw(who, "PATCH", `${R("vitals")}/${(created.json as { id: string }).id}`, { value: 1 });
      },
    },
  ),
  ...rows(
    "vitals",
    "delete",
    { visitor: "deny" },
    {
      request: async (w, who) => {
        const created = await w.raw(null, "POST", R("vitals"), {
          name: "FCP",
          value: 900,
          rating: "good",
          route: "/matrix",
        });
        return w.raw(who, "DELETE", `${R("vitals")}/${(created.json as { id: string }).id}`);
      },
    },
  ),

  // The admins' report queue (issue 25): views over reports, read by admins only (a view takes no
  // writes). report_queue's id is its first report's; reported_members' is the reported member's.
  ...(["report_queue", "reported_members"] as const).flatMap((c) => [
    ...rows(
      c,
      "list",
      { visitor: "deny", member: "deny", owner: "deny" },
      {
        target: () => "",
        request: async (w, who) => (
          await safetyRecord("reports", w),
          w.raw(who, "GET", `${R(c)}?perPage=200`)
        ),
      },
    ),
    ...rows(
      c,
      "view",
      { visitor: "deny", member: "deny", owner: "deny" },
      {
        request: async (w, who) => {
          const report = await safetyRecord("reports", w);
          return w.raw(who, "GET", `${R(c)}/${c === "report_queue" ? report : w.members.applicant!.id}`);
        },
      },
    ),
  ]),

  // csp_reports (issue 32): browsers post violations to a typed route; nobody but admins reads,
  // writes or removes a row through the records API.
  ...rows(
    "csp_reports",
    "list",
    { visitor: "deny", member: "deny" },
    {
      target: () => "",
      request: async (w, who) => (await cspReport(), w.raw(who, "GET", `${R("csp_reports")}?perPage=200`)),
    },
  ),
  ...rows(
    "csp_reports",
    "view",
    { visitor: "deny", member: "deny" },
    { request: async (w, who) => w.raw(who, "GET", `${R("csp_reports")}/${await cspReport()}`) },
  ),
  ...rows(
    "csp_reports",
    "create",
    { visitor: "deny", member: "deny" },
    {
      request: (w, who) =>
        w.raw(who, "POST", R("csp_reports"), {
          directive: "script-src",
          blocked: "inline",
          page: MATRIX_PAGE,
          disposition: "enforce",
        }),
      verify: count("csp_reports", `page = '${MATRIX_PAGE}'`),
    },
  ),
  ...rows(
    "csp_reports",
    "update",
    { visitor: "deny", member: "deny" },
    {
      request: async (w, who) =>
        w.raw(who, "PATCH", `${R("csp_reports")}/${await cspReport()}`, { page: "/login" }),
      verify: async () =>
        JSON.stringify(await (await adminClient()).collection("csp_reports").getOne(await cspReport())),
    },
  ),
  ...rows(
    "csp_reports",
    "delete",
    { visitor: "deny", member: "deny" },
    {
      request: async (w, who) => w.raw(who, "DELETE", `${R("csp_reports")}/${await cspReport()}`),
      verify: async (w) => exists("csp_reports", () => safetyIds.csp_reports)(w),
    },
  ),

  // socialingWaitlist (issue 34): a place in a club's line. No records API for anyone, not the
  // waiting member (member here) nor the host (owner): GET /api/clubs/:id/waitlist answers them
  // (e2e/clubs-waitlist.spec.ts), and only the club routes write it.
  ...rows(
    "socialingWaitlist",
    "list",
    { visitor: "deny", member: "deny", owner: "deny" },
    {
      target: () => "",
      request: async (w, who) => (
        await waitRow(w),
        w.raw(who, "GET", `${R("socialingWaitlist")}?perPage=200`)
      ),
    },
  ),
  ...rows(
    "socialingWaitlist",
    "view",
    { visitor: "deny", member: "deny", owner: "deny" },
    { request: async (w, who) => w.raw(who, "GET", `${R("socialingWaitlist")}/${await waitRow(w)}`) },
  ),
  ...rows(
    "socialingWaitlist",
    "create",
    { member: "deny", applicant: "deny" },
    {
      note: "a place in line by hand",
      request: (w, who) =>
        w.raw(who, "POST", R("socialingWaitlist"), {
          socialing: w.ids.club,
          member: who!.id,
          answer: "손으로 만든 대기 자리예요 열 글자",
          seq: 1,
        }),
      verify: async (w) => (await waitRow(w), count("socialingWaitlist", `socialing = '${w.ids.club}'`)()),
    },
  ),
  ...rows(
    "socialingWaitlist",
    "update",
    { member: "deny", owner: "deny" },
    {
      note: "moving up the line",
      request: async (w, who) =>
        w.raw(who, "PATCH", `${R("socialingWaitlist")}/${await waitRow(w)}`, {
          seq: 0,
          answer: "바꾼 답변이에요 열 글자",
        }),
      verify: async (w) =>
        JSON.stringify(await (await adminClient()).collection("socialingWaitlist").getOne(await waitRow(w))),
    },
  ),
  ...rows(
    "socialingWaitlist",
    "delete",
    { member: "deny", owner: "deny" },
    {
      request: async (w, who) => w.raw(who, "DELETE", `${R("socialingWaitlist")}/${await waitRow(w)}`),
      verify: async (w) => exists("socialingWaitlist", () => safetyIds.socialingWaitlist)(w),
    },
  ),

  // blocks and reports (issue 15): admin-only, even for the member who made them; members use
  // the typed /api/safety/* routes (e2e/member-safety.spec.ts).
  ...(["blocks", "reports"] as const).flatMap((c) => [
    ...rows(
      c,
      "list",
      { visitor: "deny", member: "deny", owner: "deny" },
      {
        target: () => "",
        request: async (w, who) => (await safetyRecord(c, w), w.raw(who, "GET", `${R(c)}?perPage=200`)),
      },
    ),
    ...rows(
      c,
      "view",
      { visitor: "deny", member: "deny", owner: "deny" },
      {
        request: async (w, who) => w.raw(who, "GET", `${R(c)}/${await safetyRecord(c, w)}`),
      },
    ),
    ...rows(
      c,
      "create",
      { visitor: "deny", member: "deny", owner: "deny" },
      {
        request: (w, who) =>
          w.raw(
            who,
            "POST",
            R(c),
            safetyBody(c, w, who?.id ?? w.ids.user, w.members.roomMember!.id, ATTEMPT),
          ),
        // Only what these requests would write (other specs block and report in parallel).
        verify: (w) =>
          count(c, c === "blocks" ? `blocked = '${w.members.roomMember!.id}'` : `detail = '${ATTEMPT}'`)(),
      },
    ),
    ...rows(
      c,
      "update",
      { member: "deny", owner: "deny" },
      {
        request: async (w, who) =>
          w.raw(
            who,
            "PATCH",
            `${R(c)}/${await safetyRecord(c, w)}`,
            c === "blocks" ? { blocked: w.members.member!.id } : { dismissed: true },
          ),
        verify: async (w) =>
          JSON.stringify(await (await adminClient()).collection(c).getOne(await safetyRecord(c, w))),
      },
    ),
    ...rows(
      c,
      "delete",
      { visitor: "deny", member: "deny", owner: "deny" },
      {
        request: async (w, who) => w.raw(who, "DELETE", `${R(c)}/${await safetyRecord(c, w)}`),
        verify: async (w) => exists(c, () => safetyIds[c])(w),
      },
    ),
  ]),

  // Web Push devices and jobs (issue 34): admin-only, even for the member whose device it is.
  ...(["push_subscriptions", "push_jobs"] as const).flatMap((c) => [
    ...rows(
      c,
      "list",
      { visitor: "deny", member: "deny", owner: "deny" },
      {
        target: () => "",
        request: async (w, who) => (await pushRecord(c, w), w.raw(who, "GET", `${R(c)}?perPage=200`)),
      },
    ),
    ...rows(
      c,
      "view",
      { visitor: "deny", member: "deny", owner: "deny" },
      { request: async (w, who) => w.raw(who, "GET", `${R(c)}/${await pushRecord(c, w)}`) },
    ),
    ...rows(
      c,
      "create",
      { visitor: "deny", member: "deny", owner: "deny" },
      {
        request: (w, who) => w.raw(who, "POST", R(c), pushBody(c, who?.id ?? w.ids.user, ATTEMPT_KEY)),
        // Only what these requests would write (the push specs add devices in parallel).
        verify: count(
          c,
          c === "push_subscriptions" ? `endpoint ~ '${ATTEMPT_KEY}'` : `key ~ '${ATTEMPT_KEY}'`,
        ),
      },
    ),
    ...rows(
      c,
      "update",
      { member: "deny", owner: "deny" },
      {
        request: async (w, who) =>
          w.raw(
            who,
            "PATCH",
            `${R(c)}/${await pushRecord(c, w)}`,
            c === "push_subscriptions" ? { owner: who!.id, chat: false } : { recipient: who!.id },
          ),
        verify: async (w) =>
          JSON.stringify(await (await adminClient()).collection(c).getOne(await pushRecord(c, w))),
      },
    ),
    ...rows(
      c,
      "delete",
      { visitor: "deny", member: "deny", owner: "deny" },
      {
        request: async (w, who) => w.raw(who, "DELETE", `${R(c)}/${await pushRecord(c, w)}`),
        verify: async (w) => exists(c, () => pushIds[c])(w),
      },
    ),
  ]),

  // Owners' own deletes last (they remove the shared records).
  ...rows(
    "message",
    "delete",
    { owner: "deny" },
    {
      note: "even the host",
      request: (w, who) => w.raw(who, "DELETE", `${R("message")}/${w.ids.message}`),
      verify: exists("message", id.message),
    },
  ),
  ...rows(
    "comments",
    "delete",
    { owner: "deny" },
    {
      note: "records API: the app deletes through /api/chaekdongne/comments/:id/delete",
      request: (w, who) => w.raw(who, "DELETE", `${R("comments")}/${w.ids.comment}`),
      verify: exists("comments", id.comment),
    },
  ),
  ...del("bookReview", id.review, { owner: "allow" }),
];
