import PocketBase from "pocketbase";
import { test, expect } from "./support/fixtures";

// The inbox page and the badge count stay on their indexes (issue 14: the count must not scan):
// SQLite's EXPLAIN QUERY PLAN of the routes' own SQL (pb_hooks/notifications/lib.js) on a
// private server started with the bench routes (scripts/bench-hooks/, admin only). A schema or
// query change that drops an index fails here, not only in `npm run bench:data -- notifications`.
test("the inbox and badge queries search an index by recipient, never scan or sort", async () => {
  test.setTimeout(90_000);
  const { startPocketBase } = await import("../scripts/lib/pocketbase-server.mjs");
  const { planProblems } = await import("../scripts/lib/query-plan.mjs");
  const server = await startPocketBase({ benchHooks: true });
  try {
    const admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin.admins.authWithPassword(server.admin.email, server.admin.password);
    const recipients = Array.from({ length: 50 }, (_, i) => `plan${String(i).padStart(11, "0")}`);
    await admin.send("/api/bench/notifications", {
      method: "POST",
      body: { recipients, start: 0, rows: 2_000, unreadEvery: 10 },
    });
    const sql = await admin.send<Record<string, string>>("/api/bench/notification-queries", {
      method: "GET",
    });
    expect(Object.keys(sql).sort()).toEqual(["inbox", "inboxBefore", "unread"]);
    const params = {
      me: recipients[0],
      before: new Date().toISOString().replace("T", " "),
      beforeId: "zzzzzzzzzzzzzzz",
    };
    for (const [name, statement] of Object.entries(sql)) {
      const { plan } = await admin.send<{ plan: string[] }>("/api/bench/explain", {
        method: "POST",
        body: { sql: statement, params },
      });
      expect(planProblems(plan), `${name}: ${statement}\n${plan.join("\n")}`).toEqual([]);
    }
  } finally {
    await server.stop();
  }
});
