import { appendImageSet } from "../scripts/lib/image-sizes.mjs";
import { seedImage } from "../scripts/lib/seed-images.mjs";
import { test, expect, adminClient, createMember, PB_URL, type Member } from "./support/fixtures";
import { ANSWER, call, createClubApi, type ClubRecord } from "./support/clubs";
import { openRealtime } from "./support/realtime-raw";
import { MATRIX, type Expect, type Role, type World } from "./support/authorization-table";
import { appendPicture } from "./support/images";
import { clubDetailPath } from "../src/features/clubs/api/club-detail-query";

// Every collection × list/view/create/update/delete × role, from the table in
// e2e/support/authorization-table.ts (published in docs/security.md). Raw HTTP only: every
// "allow" must succeed and every "deny" must fail AND leave the data untouched.
test.describe.configure({ mode: "serial" });

let world: World;

async function raw(who: Member | null, method: string, route: string, body?: unknown) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${PB_URL()}${route}`, {
    method,
    headers: {
      ...(who ? { Authorization: who.token } : {}),
      ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : null };
}

test.beforeAll(async () => {
  const pictures = { club: await seedImage("club", "e2e"), cover: await seedImage("cover", "e2e") };
  const [host, applicant, roomMember, member] = await Promise.all([
    createMember(),
    createMember(),
    createMember(),
    createMember(),
  ]);
  const club: ClubRecord = await createClubApi(host, { limitPerson: "5" });
  expect((await call(applicant, `/api/clubs/${club.id}/apply`, { answer: ANSWER })).status).toBe(200);
  expect(
    (await call(roomMember, `/api/clubs/${club.id}/apply`, { answer: `${ANSWER} 방 멤버` })).status,
  ).toBe(200);
  expect((await call(host, `/api/clubs/${club.id}/approve`, { userId: roomMember.id })).status).toBe(200);
  const admin = await adminClient();
  const answer = await admin
    .collection("socialingQueryAnswer")
    .getFirstListItem(admin.filter("answerUser = {:u}", { u: applicant.id }));
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    writer: host.id,
    bookTitle: "권한 테스트 책",
    title: "권한 테스트 리뷰",
    detail: "<p>권한 테스트 본문입니다.</p>",
  }))
    fd.append(k, v);
  await appendPicture(fd, "cover");
  const review = (await raw(host, "POST", "/api/collections/bookReview/records", fd)).json;
  const comment = (
    await raw(host, "POST", "/api/collections/comments/records", {
      bookReviewId: review.id,
      author: host.id,
      content: "호스트의 댓글",
    })
  ).json;
  const message = (
    await raw(roomMember, "POST", "/api/collections/message/records", {
      chattingRoom: club.chattingRoom,
      sender: roomMember.id,
      text: "방 멤버의 메시지",
    })
  ).json;
  world = {
    members: { visitor: null, member, owner: host, applicant, roomMember },
    ids: {
      user: host.id,
      club: club.id,
      room: club.chattingRoom,
      answer: answer.id,
      review: review.id,
      comment: comment.id,
      message: message.id,
    },
    raw,
    image: (form, kind) => appendImageSet(form, pictures[kind]),
  };
  expect(Object.values(world.ids).every(Boolean)).toBe(true);
});

async function outcome(
  expected: Expect,
  op: string,
  res: { status: number; json: unknown },
  targetId: string | undefined,
) {
  if (op === "list") {
    const items = ((res.json as { items?: { id: string }[] })?.items ?? []).map((i) => i.id);
    const listed = res.status === 200 && (!targetId || items.includes(targetId));
    expect(listed, `status ${res.status}, items ${items.length}`).toBe(expected === "allow");
    return;
  }
  if (expected === "allow") expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
  else expect([400, 401, 403, 404], JSON.stringify(res.json)).toContain(res.status);
}

for (const row of MATRIX) {
  test(`${row.collection} · ${row.op} · ${row.role} → ${row.expect}${row.note ? ` (${row.note})` : ""}`, async () => {
    const who = world.members[row.role as Role];
    const before = row.verify ? await row.verify(world) : undefined;
    const res = await row.request(world, who);
    await outcome(row.expect, row.op, res, row.target?.(world));
    // A denied write must not have changed anything; an allowed one must show.
    if (row.verify) {
      const after = await row.verify(world);
      if (row.expect === "deny") expect(after).toEqual(before);
      else expect(after).not.toEqual(before);
    }
  });
}

test("the table covers every collection and operation (≥ 60 cases)", () => {
  expect(MATRIX.length).toBeGreaterThanOrEqual(60);
  const collections = new Set(MATRIX.map((r) => r.collection));
  for (const c of [
    "users",
    "genres",
    "socialing",
    "chattingRoom",
    "socialingQueryAnswer",
    "bookReview",
    "comments",
    "message",
    "vitals",
    "blocks",
    "reports",
    "push_subscriptions",
    "push_jobs",
    "csp_reports",
    "socialingWaitlist",
  ]) {
    expect(collections, c).toContain(c);
    for (const op of ["list", "view", "create", "update", "delete"]) {
      expect(
        MATRIX.some((r) => r.collection === c && r.op === op),
        `${c} ${op}`,
      ).toBe(true);
    }
  }
});

// --- Leaks through expand and realtime (private user fields and application answers) ---

const PRIVATE_KEYS = ["email", "phone", "birth", "gender", "emailVisibility", "verified", "username"];

/** Every users record in `value` other than `selfId` is the public card only. */
function expectPublicUsersOnly(value: unknown, selfId: string) {
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== "object") return;
    const o = v as Record<string, unknown>;
    if (o.collectionName === "users" && o.id !== selfId)
      expect(
        PRIVATE_KEYS.filter((k) => k in o),
        `users ${o.id}`,
      ).toEqual([]);
    Object.values(o).forEach(walk);
  };
  walk(value);
}

test("expand never reveals private user fields or someone else's application answer", async () => {
  const { member, owner, applicant, roomMember } = world.members;
  const clubShape = clubDetailPath(world.ids.club);
  const cases: [Member | null, string][] = [
    [null, clubShape],
    [member, clubShape],
    [roomMember, clubShape],
    [
      null,
      `/api/collections/comments/records?filter=${encodeURIComponent(`bookReviewId = '${world.ids.review}' && replyToId = ''`)}&sort=-created,-id&expand=author`,
    ],
  ];
  for (const [who, route] of cases) {
    const res = await raw(who, "GET", route);
    expect(res.status, route).toBe(200);
    expect(res.text, route).not.toContain(`"answer":"${ANSWER}"`); // the applicant's answer
    for (const m of [owner!, applicant!, roomMember!, member!]) {
      if (m.id === who?.id) continue;
      expect(res.text, route).not.toContain(m.email);
      expect(res.text, route).not.toContain(m.phone);
    }
    expectPublicUsersOnly(res.json, who?.id ?? "");
  }
  // Expands the app does not use are refused, whoever asks.
  for (const [who, route] of [
    [
      member,
      `/api/collections/socialing/records/${world.ids.club}?expand=createUser,applicant,confirmUser,answer,answer.answerUser,chattingRoom.users`,
    ],
    [
      roomMember,
      `/api/collections/socialing/records?filter=(id='${world.ids.club}')&expand=applicant,answer,answer.answerUser`,
    ],
    [
      member,
      `/api/collections/users/records/${applicant!.id}?expand=participantSocialing.answer,participantSocialing.applicant`,
    ],
    [
      roomMember,
      `/api/collections/message/records?expand=sender,chattingRoom.users,chattingRoom.socialing.answer`,
    ],
  ] as const) {
    expect((await raw(who, "GET", route)).status, route).toBe(400);
  }
  // The host does read an answer through the app's shape (positive control: the expand works). The
  // room member's: the table's rows make the host block the applicant, whose answer is then not shown.
  const host = await raw(owner, "GET", clubShape);
  expect(host.text).toContain(`"answer":"${ANSWER} 방 멤버"`);
});

/** A raw SSE client (e2e/support/realtime-raw.ts) subscribed to `topics`: the events it receives. */
async function listen(who: Member | null, topics: string[]) {
  const rt = await openRealtime(PB_URL(), who?.token);
  expect(await rt.subscribe(topics)).toBe(204);
  const events = () =>
    rt.events.map((line) => {
      const tab = line.indexOf("\t");
      return { event: line.slice(0, tab), data: line.slice(tab + 1) };
    });
  return { events, close: () => rt.close() };
}

test("realtime delivers no answers, no room messages and no private fields to outsiders", async () => {
  const { member, roomMember } = world.members;
  // Only the app's own topics are accepted (the rest: e2e/privacy.spec.ts); rules pick recipients.
  const topics = [`socialing/${world.ids.club}`, `chat/${world.ids.room}`, "chattingRoom/*", "inbox"];
  const outsider = await listen(member, topics);
  const visitor = await listen(null, topics);
  const insider = await listen(roomMember, [`chat/${world.ids.room}`]);
  try {
    const newcomer = await createMember();
    const secret = `새 신청자의 비밀 답변 ${Date.now()}`;
    expect((await call(newcomer, `/api/clubs/${world.ids.club}/apply`, { answer: secret })).status).toBe(200);
    const text = `방 안의 비밀 메시지 ${Date.now()}`;
    expect(
      (
        await raw(roomMember, "POST", "/api/collections/message/records", {
          chattingRoom: world.ids.room,
          sender: roomMember!.id,
          text,
        })
      ).status,
    ).toBe(200);

    // Positive controls: the room member gets the message; the club's public update reaches outsiders.
    await expect.poll(() => insider.events().some((e) => e.data.includes(text))).toBe(true);
    await expect.poll(() => outsider.events().some((e) => e.event.startsWith("socialing/"))).toBe(true);
    for (const [who, sub] of [
      [member, outsider],
      [null, visitor],
    ] as const) {
      const all = sub.events();
      expect(all.filter((e) => !e.event.startsWith("socialing/"))).toEqual([]);
      for (const e of all) {
        expect(e.data).not.toContain(secret);
        expect(e.data).not.toContain(text);
        expect(e.data).not.toContain(newcomer.email);
        expect(e.data).not.toContain(newcomer.phone);
        expectPublicUsersOnly(JSON.parse(e.data), who?.id ?? "");
      }
    }
  } finally {
    outsider.close();
    visitor.close();
    insider.close();
  }
});
