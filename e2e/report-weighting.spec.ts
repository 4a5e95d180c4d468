import { test, expect, type Member } from "./support/fixtures";
import { startPrivateServer, type PrivateServer } from "./support/private-server";

// Issue 25: a handful of throwaway accounts cannot hide content (docs/safety.md). A report counts
// toward hiding only from a verified member whose account was at least a week old when reporting
// (CHAEKDONGNE_REPORTER_MIN_AGE_HOURS), once per member, and stops counting when that member
// leaves; hidden content is in the admins' queue (report_queue) and shows again when an admin
// dismisses it; a ring reporting one member is visible to admins (reported_members).
test.describe.configure({ timeout: 180_000 });

async function verified(s: PrivateServer, n: number): Promise<Member[]> {
  const out: Member[] = [];
  for (let i = 0; i < n; i++) {
    const m = await s.member();
    await s.admin.collection("users").update(m.id, { verified: true });
    out.push(m);
  }
  return out;
}
const visibleToVisitors = async (s: PrivateServer, reviewId: string) =>
  (await s.call(null, `/api/collections/bookReview/records/${reviewId}?expand=writer`, undefined, "GET"))
    .status;
const report = (s: PrivateServer, who: Member, reviewId: string) =>
  s.call(who, "/api/safety/reports", { targetType: "review", targetId: reviewId, reason: "abuse" });
async function queueRow(s: PrivateServer, reviewId: string) {
  const rows = await s.admin
    .collection("report_queue")
    .getFullList({ filter: s.admin.filter("targetType = 'review' && targetId = {:id}", { id: reviewId }) });
  return rows[0] as unknown as { reports: number; countingReports: number } | undefined;
}

test("production defaults: five fresh verified accounts cannot hide a review; admins see the ring", async () => {
  const s = await startPrivateServer();
  try {
    const writer = await s.member();
    const review = (await s.createReview(writer)).body as { id: string };
    const ring = await verified(s, 5);
    for (const m of ring) expect((await report(s, m, review.id)).status).toBe(200);
    expect(await visibleToVisitors(s, review.id)).toBe(200);
    expect(await queueRow(s, review.id)).toMatchObject({ reports: 5, countingReports: 0 });
    const target = await s.admin.collection("reported_members").getOne(writer.id);
    expect(target).toMatchObject({ reports: 5, reporters: 5, countingReporters: 0, discountedReporters: 5 });
    for (const m of ring) expect(String(target.reporterIds)).toContain(m.id);
  } finally {
    await s.server.stop();
  }
});

test("counting reports hide; unverified and departed reporters do not count; dismissing restores", async () => {
  // Account age 0, so members made by the test count once verified (the age rule: test above).
  const s = await startPrivateServer({ CHAEKDONGNE_REPORTER_MIN_AGE_HOURS: "0" });
  try {
    const writer = await s.member();
    const review = (await s.createReview(writer)).body as { id: string };
    // Five unverified accounts: not enough.
    for (let i = 0; i < 5; i++) expect((await report(s, await s.member(), review.id)).status).toBe(200);
    expect(await visibleToVisitors(s, review.id)).toBe(200);

    const trusted = await verified(s, 5);
    for (const [i, m] of trusted.entries()) {
      expect(await visibleToVisitors(s, review.id), `after ${i} counting reports`).toBe(200);
      expect((await report(s, m, review.id)).status).toBe(200);
    }
    expect(await visibleToVisitors(s, review.id)).toBe(404);
    expect(await queueRow(s, review.id)).toMatchObject({ reports: 10, countingReports: 5 });
    // Hidden from lists too.
    const list = await s.call(
      null,
      "/api/collections/bookReview/records?page=1&perPage=10&sort=-created,-id",
      undefined,
      "GET",
    );
    expect((list.body.items as { id: string }[]).map((r) => r.id)).not.toContain(review.id);

    // A reporter who leaves takes their report's weight along.
    const leaving = trusted[0];
    expect((await s.call(leaving, "/api/accounts/delete", { password: leaving.password })).status).toBe(204);
    expect(await visibleToVisitors(s, review.id)).toBe(200);
    expect(await queueRow(s, review.id)).toMatchObject({ countingReports: 4 });

    // Hidden again by one more; an admin who keeps it dismisses one report: all of its reports go.
    const [another] = await verified(s, 1);
    expect((await report(s, another, review.id)).status).toBe(200);
    expect(await visibleToVisitors(s, review.id)).toBe(404);
    const one = await s.admin
      .collection("reports")
      .getFirstListItem(s.admin.filter("targetId = {:id} && dismissed = false", { id: review.id }));
    await s.admin.collection("reports").update(one.id, { dismissed: true });
    expect(await visibleToVisitors(s, review.id)).toBe(200);
    expect(await queueRow(s, review.id)).toBeUndefined();
  } finally {
    await s.server.stop();
  }
});
