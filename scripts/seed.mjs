// Idempotent demo seed through the admin API: `npm run seed` (server at VITE_PB_URL or 127.0.0.1:8090;
// PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD for a server with its own admin). Never against production:
// the demo password is public (docs/accounts.md).
// Also used by scripts/dev.mjs and the e2e global setup.
import PocketBase from "pocketbase";
import { pathToFileURL } from "node:url";
import { appendImageSet } from "./lib/image-sizes.mjs";
import { DEV_ADMIN } from "./lib/pocketbase-server.mjs";
import { seedImage } from "./lib/seed-images.mjs";
import { SEED_PASSWORD, answers, clubs, comments, members, messages, reviews } from "../seed/data.mjs";

/** A multipart body with the picture `key` of `kind` at its stored sizes (scripts/lib/seed-images.mjs). */
const form = async (fields, [kind, key]) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) v.forEach((x) => fd.append(k, x));
    else fd.append(k, typeof v === "boolean" || typeof v === "number" ? String(v) : v);
  }
  return appendImageSet(fd, await seedImage(kind, key));
};

/** Seeds once; returns { seeded: boolean, users } where users maps member key -> record. */
export async function seed(url, admin = DEV_ADMIN) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword(admin.email, admin.password);

  const existing = await pb
    .collection("users")
    .getList(1, 1, { filter: pb.filter("email = {:e}", { e: members[0].email }) });
  if (existing.totalItems > 0) return { seeded: false };

  const users = {};
  for (const m of members) {
    // Signed up as the app does (no photo), then the avatar as the profile screen sends it.
    const { id } = await pb.collection("users").create({
      email: m.email,
      password: SEED_PASSWORD,
      passwordConfirm: SEED_PASSWORD,
      nickname: m.nickname,
      phone: m.phone,
      birth: `${m.birth} 00:00:00.000Z`,
      gender: m.gender,
      verified: true,
      emailVisibility: false,
    });
    users[m.key] = await pb.collection("users").update(id, await form({}, ["avatar", m.key]));
  }

  const now = Date.now();
  const clubIds = {};
  const created = {};
  const participant = {};
  for (const club of clubs) {
    const date = new Date(now + club.days * 86_400_000);
    date.setUTCHours(club.hour - 9, 0, 0, 0); // hour in Korea time
    const rec = await pb.collection("socialing").create(
      await form(
        {
          isOffline: club.isOffline,
          location: club.location,
          genre: club.genre,
          alt: `${club.title} 대표 사진`,
          title: club.title,
          detail: club.detail,
          dateTime: date.toISOString(),
          limitPerson: club.limit,
          query: club.query,
          createUser: users[club.host].id,
          confirmUser: club.confirmed.map((k) => users[k].id),
          applicant: club.applicants.map((k) => users[k].id),
        },
        ["club", club.key],
      ),
    );
    clubIds[club.key] = rec.id;
    (created[club.host] ??= []).push(rec.id);
    const answerIds = [];
    for (const k of [...club.confirmed, ...club.applicants]) {
      (participant[k] ??= []).push(rec.id);
      const a = await pb.collection("socialingQueryAnswer").create({
        socialing: rec.id,
        answerUser: users[k].id,
        answer: answers[`${club.key}:${k}`] ?? "함께 읽고 이야기 나누고 싶어서 신청합니다!",
      });
      answerIds.push(a.id);
    }
    const room = await pb.collection("chattingRoom").create({
      title: club.title,
      socialing: rec.id,
      users: [users[club.host].id, ...club.confirmed.map((k) => users[k].id)],
    });
    await pb.collection("socialing").update(rec.id, { chattingRoom: room.id, answer: answerIds });
    if (club.room) {
      for (const msg of messages) {
        await pb
          .collection("message")
          .create({ chattingRoom: room.id, sender: users[msg.from].id, text: msg.text });
      }
    }
  }

  const likes = { hana: ["c2", "c5"], minjun: ["c1"], seoyeon: ["c1", "c4", "c9"] };
  for (const [k, list] of Object.entries(likes)) {
    for (const c of list) await pb.collection("socialing").update(clubIds[c], { "like+": users[k].id });
  }
  for (const m of members) {
    await pb.collection("users").update(users[m.key].id, {
      createSocialing: created[m.key] ?? [],
      participantSocialing: participant[m.key] ?? [],
      like: (likes[m.key] ?? []).map((c) => clubIds[c]),
    });
  }

  const reviewIds = {};
  for (const r of reviews) {
    const rec = await pb
      .collection("bookReview")
      .create(
        await form({ writer: users[r.writer].id, bookTitle: r.bookTitle, title: r.title, detail: r.detail }, [
          "cover",
          r.key,
        ]),
      );
    reviewIds[r.key] = rec.id;
  }

  const commentIds = {};
  const extra = Array.from({ length: 12 }, (_, i) => ({
    key: `x${i}`,
    review: "r18",
    author: members[i % 3].key,
    content: `${i + 1}번째 댓글이에요. 파친코는 정말 긴 여운이 남는 책이네요.`,
    likes: [],
  }));
  for (const c of [...extra, ...comments]) {
    const rec = await pb.collection("comments").create({
      bookReviewId: reviewIds[c.review],
      author: users[c.author].id,
      content: c.content,
      replyToId: c.replyTo ? commentIds[c.replyTo] : "",
      likePeoples: c.likes.map((k) => users[k].id),
    });
    commentIds[c.key] = rec.id;
    if (c.replyTo) await pb.collection("comments").update(commentIds[c.replyTo], { "replyIdArray+": rec.id });
  }
  return { seeded: true, users, clubIds, reviewIds };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.VITE_PB_URL ?? "http://127.0.0.1:8090";
  // A demo deployment's own admin (docs/deployment.md); the dev admin otherwise.
  const { PB_ADMIN_EMAIL: email, PB_ADMIN_PASSWORD: password } = process.env;
  const result = await seed(url, email && password ? { email, password } : DEV_ADMIN);
  console.log(result.seeded ? `Seeded demo content into ${url}` : `Demo content already present in ${url}`);
}
