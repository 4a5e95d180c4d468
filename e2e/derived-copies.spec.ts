import { test, expect, adminClient, createMember, loginAs, PB_URL, type Member } from "./support/fixtures";
import { ANSWER, call, createClubApi } from "./support/clubs";
import { createChatRoom, sendAs, setRoomUsers } from "./support/chat";
import { createReviewAs, freshMembers, memberClient } from "./support/reviews";
import { openRealtime } from "./support/realtime-raw";
import {
  block,
  chatUnread,
  commentCount,
  hideByReports,
  inbox,
  raw,
  roomInList,
  roomMessages,
  roomView,
  unreadNotifications,
} from "./support/visibility";

// Issue 24, class 2: copies of a record's content (room previews, notification names and titles,
// counts, unread totals, files, realtime payloads) follow the rules of their source: a block, hiding
// by reports, a deleted author. Raw HTTP, in the app's own request shapes, plus the app's screens.
// docs/security.md "Derived copies" lists each field and the rule that keeps it in step.
test.describe.configure({ timeout: 240_000 });

const comment = (who: Member, reviewId: string, content: string, replyToId?: string) =>
  memberClient(who)
    .collection("comments")
    .create({ bookReviewId: reviewId, author: who.id, content, ...(replyToId ? { replyToId } : {}) });

const review = (who: Member, title: string) =>
  createReviewAs(who, {
    bookTitle: `파생검증책${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
    title,
    detail: "<p>파생 복사본 테스트용 리뷰예요.</p>",
  });

/** The first event on `topic` that `trigger` causes for `who`'s raw realtime connection. */
async function realtimeEvent(who: Member, topic: string, trigger: () => Promise<unknown>) {
  const rt = await openRealtime(PB_URL(), who.token);
  try {
    expect(await rt.subscribe([topic])).toBe(204);
    await trigger();
    await expect.poll(() => rt.events.length).toBeGreaterThan(0);
    return rt.events.join("\n");
  } finally {
    rt.close();
  }
}

const fileStatus = async (collectionId: string, id: string, file: string, thumb?: string) =>
  (await fetch(`${PB_URL()}/api/files/${collectionId}/${id}/${file}${thumb ? `?thumb=${thumb}` : ""}`))
    .status;

test("차단: nothing derived from the blocked member reaches the blocker", async ({ page }) => {
  const [me, them, bystander] = [await createMember(), await createMember(), await createMember()];
  // Their pending application to my club, comments and a reply on my review, the latest message in
  // our room, all from before the block.
  const club = await createClubApi(me, { title: `차단 파생 모임 ${Date.now() % 100000}` });
  expect((await call(them, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).status).toBe(200);
  // ...and, in another club of mine, their answer as a confirmed member.
  const joined = await createClubApi(me, { title: `차단 확정 모임 ${Date.now() % 100000}` });
  const theirAnswer = "확정된 멤버가 처음에 남긴 신청 답변이에요.";
  expect((await call(them, `/api/clubs/${joined.id}/apply`, { answer: theirAnswer })).status).toBe(200);
  expect((await call(me, `/api/clubs/${joined.id}/approve`, { userId: them.id })).status).toBe(200);
  const myReview = await review(me, "차단 파생 리뷰");
  const mine = await comment(me, myReview.id, "내 댓글이에요");
  await comment(bystander, myReview.id, "이웃의 댓글이에요");
  await comment(them, myReview.id, "차단될 사람의 댓글");
  await comment(them, myReview.id, `@${me.nickname} 차단될 사람의 답글`, mine.id);
  const room = await createChatRoom([me, them, bystander]);
  await sendAs(bystander, room.roomId, "이웃의 인사");
  expect((await raw(me, `/api/chaekdongne/chat/${room.roomId}/read`, { method: "POST" })).status).toBe(200);
  const secret = "차단될 사람의 미리보기";
  await sendAs(them, room.roomId, secret);

  await block(me, them.id);

  // Room list and room detail: the preview is their message as I see it (emptied, with the reason).
  for (const { item, text } of [await roomInList(me, room.roomId), await roomView(me, room.roomId)]) {
    expect(item?.lastMessageText).toBe("");
    expect(item?.lastMessageHiddenReason).toBe("blocked");
    expect(text).not.toContain(secret);
  }
  expect((await roomInList(me, room.roomId, "")).text).not.toContain(secret); // no fields picker either
  expect((await roomInList(bystander, room.roomId)).item?.lastMessageText).toBe(secret);
  const theirs = (await roomMessages(me, room.roomId)).find((m) => m.text === "" || m.text === secret);
  expect(theirs).toMatchObject({ text: "", hiddenReason: "blocked" });
  // Realtime: a room event (a membership change) carries no preview text.
  const event = await realtimeEvent(me, "chattingRoom/*", () =>
    setRoomUsers(room.roomId, [me, them, bystander]),
  );
  expect(event).toContain(room.roomId);
  expect(event).not.toContain(secret);

  // Unread: their messages do not count for me, they still do for the bystander.
  await sendAs(them, room.roomId, "차단 뒤 메시지 하나");
  await sendAs(them, room.roomId, "차단 뒤 메시지 둘");
  expect((await chatUnread(me, room.roomId)).room).toBe(0);
  expect((await chatUnread(bystander, room.roomId)).room).toBe(3);

  // Notifications: none names them, old or new; the bystander's stays, alone.
  const before = await unreadNotifications(me);
  await comment(them, myReview.id, "차단 뒤의 댓글");
  expect(await unreadNotifications(me)).toBe(before);
  const mail = await inbox(me);
  expect(mail.text).not.toContain(them.nickname);
  expect(mail.items.find((n) => n.kind === "review_comment" && n.targetId === myReview.id)).toMatchObject({
    actors: [bystander.nickname],
    actorCount: 1,
  });
  expect(mail.items.filter((n) => n.kind === "comment_reply")).toEqual([]);
  expect(mail.items.filter((n) => n.kind === "club_applied" && n.targetId === club.id)).toEqual([]);
  expect(before).toBe(mail.items.length); // the badge counts what the inbox shows (all unread here)

  // Their pending application to my club is withdrawn, as by 신청 취소 (answer gone, lists undone).
  const admin = await adminClient();
  const stored = await admin.collection("socialing").getOne(club.id);
  expect(stored.applicant).not.toContain(them.id);
  expect(stored.answer).toEqual([]);
  expect((await admin.collection("users").getOne(them.id)).participantSocialing).not.toContain(club.id);
  expect(
    await admin
      .collection("socialingQueryAnswer")
      .getList(1, 1, { filter: admin.filter("socialing = {:c}", { c: club.id }) }),
  ).toMatchObject({ totalItems: 0 });

  // Reply counts ("답글 N개 더보기") and the comment count: what each viewer's comment sheet shows.
  const topLevel = async (who: Member) => {
    const q = new URLSearchParams({
      page: "1",
      perPage: "10",
      filter: `bookReviewId = '${myReview.id}' && replyToId = ''`,
      sort: "-created,-id",
      expand: "author",
    });
    const res = await raw(who, `/api/collections/comments/records?${q}`);
    expect(res.status).toBe(200);
    return res.body.items as { id: string; replyIdArray: string[] }[];
  };
  expect((await topLevel(me)).find((c) => c.id === mine.id)?.replyIdArray).toEqual([]);
  expect((await topLevel(bystander)).find((c) => c.id === mine.id)?.replyIdArray).toHaveLength(1);
  expect(await commentCount(me, myReview.id)).toBe(2);
  expect(await commentCount(null, myReview.id)).toBe(5);
  expect(await commentCount(bystander, myReview.id)).toBe(5);

  // Their answer to my club (a confirmed member's, kept) is not in the club as I see it.
  const joinedView = await raw(
    me,
    `/api/collections/socialing/records/${joined.id}?expand=${encodeURIComponent("genre,createUser,applicant,confirmUser,answer.answerUser")}`,
  );
  expect(joinedView.status).toBe(200);
  expect(joinedView.text).not.toContain(theirAnswer);

  // The app: the room list says whose message it was, never what it said.
  await loginAs(page, me);
  await page.goto(`/chatRoomList/${me.id}`);
  const list = page.getByRole("list", { name: "채팅방 목록" });
  await expect(list.getByText("차단한 회원의 메시지예요")).toBeVisible();
  await expect(list.getByText(secret)).toHaveCount(0);
});

test("신고: content hidden by reports is hidden in every copy (preview, unread, files, titles, counts, search, likes, realtime)", async ({
  page,
}) => {
  const [sender, viewer, writer, host] = [
    await createMember(),
    await createMember(),
    await createMember(),
    await createMember(),
  ];
  const by = await freshMembers(5);
  const admin = await adminClient();

  // A chat message.
  const room = await createChatRoom([sender, viewer, ...by]);
  const secret = "신고로 가려질 미리보기";
  const message = await sendAs(sender, room.roomId, secret);
  // A review with its cover, a notification to its writer, and a comment (count) of its own.
  const hiddenReview = await review(writer, "신고로 가려질 리뷰 제목");
  await comment(viewer, hiddenReview.id, "리뷰에 단 댓글");
  const cover = hiddenReview.img as string;
  expect(await fileStatus("bookreview00001", hiddenReview.id, cover)).toBe(200);
  // A club with its photo, liked by the viewer, applied to (a notification to the host).
  const clubTitle = `신고로 가려질 모임 ${Date.now() % 100000}`;
  const club = await createClubApi(host, { title: clubTitle });
  expect((await call(viewer, `/api/clubs/${club.id}/like`, { like: true })).status).toBe(200);
  expect((await call(sender, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).status).toBe(200);
  const clubImg = (await admin.collection("socialing").getOne(club.id)).img as string;
  expect(await fileStatus("socialing000001", club.id, clubImg)).toBe(200);
  const visibleClub = await createClubApi(host, { title: `보이는 모임 ${Date.now() % 100000}` });
  // A visible review with a comment that gets hidden.
  const otherReview = await review(writer, "멀쩡한 리뷰");
  await comment(viewer, otherReview.id, "멀쩡한 댓글");
  const badComment = await comment(sender, otherReview.id, "신고로 가려질 댓글");
  await comment(host, otherReview.id, "또 다른 멀쩡한 댓글");

  await hideByReports("message", message.id, by);
  await hideByReports("review", hiddenReview.id, by);
  await hideByReports("club", club.id, by);
  await hideByReports("comment", badComment.id, by);

  // Room preview and unread: the hidden message is shown in place, emptied, and not counted.
  for (const { item, text } of [await roomInList(viewer, room.roomId), await roomView(viewer, room.roomId)]) {
    expect(item?.lastMessageText).toBe("");
    expect(item?.lastMessageHiddenReason).toBe("reported");
    expect(text).not.toContain(secret);
  }
  expect((await roomInList(viewer, room.roomId, "")).text).not.toContain(secret);
  expect((await roomInList(sender, room.roomId)).text).not.toContain(secret); // hidden for its author too
  expect((await chatUnread(viewer, room.roomId)).room).toBe(0);
  expect((await roomMessages(viewer, room.roomId)).find((m) => m.id === message.id)).toMatchObject({
    text: "",
    hiddenReason: "reported",
  });

  // Files: the hidden review's cover and the hidden club's photo, thumbnails included.
  expect(await fileStatus("bookreview00001", hiddenReview.id, cover)).toBe(404);
  expect(await fileStatus("bookreview00001", hiddenReview.id, cover, "300x420")).toBe(404);
  expect(await fileStatus("bookreview00001", hiddenReview.id, cover, "120x168")).toBe(404);
  expect(await fileStatus("socialing000001", club.id, clubImg)).toBe(404);
  expect(await fileStatus("socialing000001", club.id, clubImg, "600x360")).toBe(404);
  const visibleImg = (await admin.collection("socialing").getOne(visibleClub.id)).img as string;
  expect(await fileStatus("socialing000001", visibleClub.id, visibleImg)).toBe(200);

  // Notification titles: the writer and the host no longer read the hidden titles.
  for (const [who, title] of [
    [writer, "신고로 가려질 리뷰 제목"],
    [host, clubTitle],
  ] as const) {
    const mail = await inbox(who);
    expect(mail.items.length).toBeGreaterThan(0);
    expect(mail.text).not.toContain(title);
    for (const n of mail.items)
      expect(n.targetId).not.toBe(n.kind.startsWith("club") ? club.id : hiddenReview.id);
  }

  // A route that answers with the comment does not describe a hidden one.
  const likedComment = await call(viewer, `/api/comments/${badComment.id}/like`, { liked: true });
  expect(likedComment.status).toBe(404);
  expect(JSON.stringify(likedComment.body)).not.toContain("신고로 가려질 댓글");

  // Comment count: the hidden comment is not counted, for anyone.
  expect(await commentCount(null, otherReview.id)).toBe(2);
  expect(await commentCount(viewer, otherReview.id)).toBe(2);

  // Search: neither listed nor counted.
  const search = await raw(
    null,
    `/api/chaekdongne/reviews/search?q=${encodeURIComponent(hiddenReview.bookTitle as string)}`,
  );
  expect(search.body).toMatchObject({ items: [], totalItems: 0 });

  // My Page's liked clubs (the app's request): the hidden club is left out.
  const liked = await raw(
    viewer,
    `/api/collections/users/records/${viewer.id}?expand=like&fields=${encodeURIComponent(
      "id,expand.like.id,expand.like.collectionId,expand.like.title,expand.like.img,expand.like.isOffline,expand.like.location,expand.like.dateTime",
    )}`,
  );
  expect(liked.status).toBe(200);
  expect(liked.text).not.toContain(club.id);

  // The club's room (its host's room list): the hidden club's title and photo are not in it.
  const hostRoom = await roomInList(host, club.chattingRoom);
  expect(hostRoom.item).toBeDefined();
  expect(hostRoom.item?.clubTitle).toBe(""); // the room's name too (the app says 가려진 모임)
  expect(hostRoom.text).not.toContain(clubTitle);

  // Realtime: the hidden club's record no longer goes to a subscriber; a visible one does.
  const rt = await openRealtime(PB_URL(), viewer.token);
  try {
    expect(await rt.subscribe([`socialing/${club.id}`, `socialing/${visibleClub.id}`])).toBe(204);
    const likedHidden = await call(writer, `/api/clubs/${club.id}/like`, { like: true });
    expect(likedHidden.status).toBe(404); // a route's answer does not describe a hidden club either
    expect(JSON.stringify(likedHidden.body)).not.toContain(clubTitle);
    expect((await call(writer, `/api/clubs/${visibleClub.id}/like`, { like: true })).status).toBe(200);
    await expect.poll(() => rt.events.some((e) => e.startsWith(`socialing/${visibleClub.id}\t`))).toBe(true);
    expect(rt.events.filter((e) => e.startsWith(`socialing/${club.id}`))).toEqual([]);
  } finally {
    rt.close();
  }

  // Deleting the hidden club: its applicant's notification keeps no copy of the hidden title.
  expect((await call(host, `/api/clubs/${club.id}`, undefined, "DELETE")).status).toBe(204);
  const gone = await inbox(sender);
  expect(gone.items.some((n) => n.kind === "club_deleted")).toBe(true);
  expect(gone.text).not.toContain(clubTitle);

  // The app: the room list and the room say why the text is gone.
  await loginAs(page, viewer);
  await page.goto(`/chatRoomList/${viewer.id}`);
  await expect(
    page.getByRole("list", { name: "채팅방 목록" }).getByText("신고가 쌓여 가려진 메시지예요"),
  ).toBeVisible();
  await page.goto(`/chatRoom/${room.roomId}`);
  const log = page.getByRole("log", { name: "대화 내용" });
  await expect(log.getByText("신고가 쌓여 가려진 메시지예요")).toBeVisible();
  await expect(log.getByText(secret)).toHaveCount(0);
});

test("회원탈퇴 and nickname changes: notifications name members as they are now", async () => {
  const [me, them] = [await createMember(), await createMember()];
  const myReview = await review(me, "탈퇴 파생 리뷰");
  const theirs = await comment(them, myReview.id, "곧 떠날 사람의 댓글");
  await comment(me, myReview.id, `@${them.nickname} 답글이에요`, theirs.id); // a notification to them
  expect((await inbox(me)).items.find((n) => n.targetId === myReview.id)?.actors).toEqual([them.nickname]);

  // A new nickname shows at once, in notifications written before the change.
  const renamed = `새${them.nickname.slice(1)}`.slice(0, 10);
  const patch = await raw(them, `/api/collections/users/records/${them.id}`, {
    method: "PATCH",
    body: JSON.stringify({ nickname: renamed }),
  });
  expect(patch.status, patch.text).toBe(200);
  expect((await inbox(me)).items.find((n) => n.targetId === myReview.id)?.actors).toEqual([renamed]);

  // After 회원탈퇴 the name is gone (the app shows 탈퇴한 회원); their own inbox is erased.
  const left = await raw(them, "/api/accounts/delete", {
    method: "POST",
    body: JSON.stringify({ password: them.password }),
  });
  expect(left.status).toBe(204);
  const mail = await inbox(me);
  expect(mail.text).not.toContain(renamed);
  expect(mail.text).not.toContain(them.nickname);
  expect(mail.items.find((n) => n.targetId === myReview.id)?.actors).toEqual([""]);
  const admin = await adminClient();
  const stored = await admin
    .collection("notifications")
    .getFullList({ filter: admin.filter("recipient = {:r}", { r: them.id }) });
  expect(stored).toEqual([]);
  for (const n of await admin
    .collection("notifications")
    .getFullList({ filter: admin.filter("recipient = {:r}", { r: me.id }) }))
    for (const name of [renamed, them.nickname]) expect(JSON.stringify(n)).not.toContain(name);
});
