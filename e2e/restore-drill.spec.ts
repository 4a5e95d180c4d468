import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import PocketBase from "pocketbase";
import { test, expect, PB_URL, type Member } from "./support/fixtures";
import { privateServer } from "./support/chat";
import { randomId } from "./support/reviews";
import { expectSameData, sha, snapshot } from "./support/backup-snapshot";
import { appendImageSet } from "../scripts/lib/image-sizes.mjs";
import { seedImage } from "../scripts/lib/seed-images.mjs";

// The restore drill (docs/deployment.md "Backups and restores"), as an operator does it, on a
// private server: real data through the app's routes; `npm run backup`; the server stops and its
// pb_data is deleted; `npm run restore FILE`; the server starts again. Every record of every
// collection, every file (same bytes) and every relation is back, and a member logs in in the app.
const run = promisify(execFile);

test("restore drill: back up, lose pb_data, restore, everything is back and a member logs in", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const own = await privateServer();
  const work = mkdtempSync(path.join(tmpdir(), "chaekdongne-drill-"));
  const url = own.server.url;
  const as = (m: Member) => {
    const pb = new PocketBase(url);
    pb.autoCancellation(false);
    pb.authStore.save(m.token, m.record as never);
    return pb;
  };
  const route = async (m: Member, p: string, body: unknown) => {
    const res = await fetch(`${url}${p}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: m.token },
      body: JSON.stringify(body),
    });
    expect(res.status, `${p} ${await res.clone().text()}`).toBe(200);
    return res.json();
  };
  try {
    const [host, guest, applicant] = [await own.member(), await own.member(), await own.member()];

    // A review with a cover image, as the app creates it.
    const review = new FormData();
    for (const [k, v] of Object.entries({
      id: randomId(),
      writer: guest.id,
      bookTitle: "복원 훈련의 책",
      title: "복원 훈련 리뷰",
      detail: "<p>백업에서 돌아와야 해요.</p>",
    }))
      review.append(k, v);
    const cover = await seedImage("cover", "e2e");
    appendImageSet(review, cover);
    const reviewRec = await as(guest).collection("bookReview").create(review);

    // A club through the app's route, an approved member and a pending application, a chat.
    const club = new FormData();
    const fields = {
      isOffline: "false",
      genre: "genre0000000003",
      title: "복원 훈련 모임",
      detail: "복원 훈련용 모임이에요.",
      dateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      limitPerson: "3",
      query: "왜 함께하고 싶나요?",
    };
    for (const [k, v] of Object.entries(fields)) club.append(k, v);
    appendImageSet(club, await seedImage("club", "e2e"));
    const created = await fetch(`${url}/api/clubs`, {
      method: "POST",
      headers: { Authorization: host.token },
      body: club,
    });
    expect(created.status).toBe(200);
    const clubId = ((await created.json()) as { id: string }).id;
    await route(guest, `/api/clubs/${clubId}/apply`, { answer: "복원 훈련에 꼭 함께하고 싶어서 신청해요." });
    await route(host, `/api/clubs/${clubId}/approve`, { userId: guest.id });
    await route(applicant, `/api/clubs/${clubId}/apply`, { answer: "대기 중인 신청도 돌아와야 해요." });
    const admin = new PocketBase(url);
    admin.autoCancellation(false);
    await admin.admins.authWithPassword(own.server.admin.email, own.server.admin.password);
    const roomId = (await admin.collection("socialing").getOne(clubId)).chattingRoom as string;
    await own.send(host, roomId, "복원 전에 보낸 첫 메시지");
    await own.send(guest, roomId, "복원 전에 보낸 두 번째 메시지");

    // Everything the server holds, read as admin, and the bytes of every uploaded file.
    const before = await snapshot(url, own.server.admin);
    expect(Object.keys(before.files)).toContain(`bookReview/${reviewRec.id}/${reviewRec.img}`);
    expect(before.files[`bookReview/${reviewRec.id}/${reviewRec.img}`]).toBe(sha(cover.img.data));
    // The cover's stored sizes are files too (docs/images.md), and come back with it.
    expect((reviewRec.imgSizes as string[]).length).toBeGreaterThan(0);
    for (const f of reviewRec.imgSizes as string[])
      expect(Object.keys(before.files)).toContain(`bookReview/${reviewRec.id}/${f}`);
    expect(before.records.socialingQueryAnswer.length).toBeGreaterThanOrEqual(2);
    expect(before.records.message.length).toBeGreaterThanOrEqual(2);

    const env = {
      ...process.env,
      PB_URL: url,
      PB_DATA_DIR: own.server.dataDir,
      PB_ADMIN_EMAIL: own.server.admin.email,
      PB_ADMIN_PASSWORD: own.server.admin.password,
      BACKUP_DIR: work,
    };
    const backup = await run("node", ["scripts/backup.mjs", "backup"], { env });
    const zip = backup.stdout.match(/\[backup\] (\S+\.zip)/)![1];
    expect(existsSync(zip)).toBe(true);

    // The machine is lost: server down, pb_data gone (its backups/ folder too).
    await own.server.stopOnly();
    rmSync(own.server.dataDir, { recursive: true, force: true });

    // No file: refused, nothing done.
    const noFile = await run("node", ["scripts/restore.mjs"], { env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect((noFile as { code: number }).code).toBe(2);
    expect((noFile as { stderr: string }).stderr).toContain("복원할 백업을 알려 주세요");
    expect(existsSync(own.server.dataDir)).toBe(false);

    const restored = await run("node", ["scripts/restore.mjs", zip], { env });
    expect(restored.stdout).toContain("멈춘 데이터 폴더에 복원해요");
    expect(restored.stdout).toContain("복원했어요");
    await own.server.start();

    expectSameData(await snapshot(url, own.server.admin), before);
    await admin.admins.authWithPassword(own.server.admin.email, own.server.admin.password);
    // Relations resolve (expand), not only their ids.
    const clubBack = await admin
      .collection("socialing")
      .getOne(clubId, { expand: "createUser,chattingRoom,answer" });
    expect(clubBack.expand?.createUser.id).toBe(host.id);
    expect(clubBack.expand?.chattingRoom.users).toEqual(expect.arrayContaining([host.id, guest.id]));
    expect((clubBack.expand?.answer as { answerUser: string }[]).map((a) => a.answerUser).sort()).toEqual(
      [guest.id, applicant.id].sort(),
    );

    // A member logs in through the app and reads the chat the backup kept.
    const shared = PB_URL();
    await page.route(`${shared}/**`, (r) => r.continue({ url: r.request().url().replace(shared, url) }));
    await page.goto("/login");
    await page.getByLabel("이메일").fill(guest.email);
    await page.getByLabel("비밀번호").fill(guest.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page).toHaveURL(/\/main\/club$/);
    await page.goto(`/chatRoom/${roomId}`);
    await expect(page.getByText("복원 전에 보낸 두 번째 메시지")).toBeVisible();
    await expect(page.getByText("복원 전에 보낸 첫 메시지")).toBeVisible();
  } finally {
    await own.server.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
