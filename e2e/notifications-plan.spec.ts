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

// The inbox's sentences are written by SQLite (pb_hooks/notifications/text.js sentenceSql, inside the
// inbox statement); the JS rendering of the same templates (notificationText, tests/notification-text.test.ts)
// is the reference. Every kind, with and without a title (a quote and a slot-like brace in it), one
// actor or several, a member who left, and a kind the server does not know.
test("the inbox's sentences are notificationText's, for every kind", async () => {
  test.setTimeout(90_000);
  const { readFileSync } = await import("node:fs");
  const { startPocketBase } = await import("../scripts/lib/pocketbase-server.mjs");
  const source = readFileSync("pb_hooks/notifications/text.js", "utf8");
  const text = { exports: {} as { KINDS: string[]; notificationText: (item: unknown) => string } };
  new Function("module", "exports", source)(text, text.exports);
  const server = await startPocketBase({ benchHooks: true });
  try {
    const admin = new PocketBase(server.url);
    admin.autoCancellation(false);
    await admin.admins.authWithPassword(server.admin.email, server.admin.password);
    const member = async (i: number) =>
      admin.collection("users").create({
        email: `sentence-${i}@chaekdongne.kr`,
        password: "sentence1234!",
        passwordConfirm: "sentence1234!",
        nickname: `문장${i}`,
        phone: `010${String(30_000_000 + i).padStart(8, "0")}`,
        birth: "1990-01-01 00:00:00.000Z",
        gender: "female",
        verified: true,
      });
    const [reader, actor] = [await member(0), await member(1)];
    const kinds = [...text.exports.KINDS, "kind_the_server_does_not_know"];
    const batches = [
      { titles: ["작은 '따옴표' {who} 책"], actors: [actor.id] },
      { titles: [""], actors: [actor.id, "left00000000001", "left00000000002"] },
      { titles: ["모임 이름"], actors: ["left00000000003"] },
    ];
    let start = 0;
    for (const batch of batches) {
      const targets = kinds.flatMap((kind) =>
        batch.titles.map((targetTitle) => ({ kind, targetId: "gone00000000001", targetTitle })),
      );
      await admin.send("/api/bench/notifications", {
        method: "POST",
        body: {
          recipients: [reader.id],
          rows: targets.length,
          start,
          total: 200,
          targets,
          actors: batch.actors,
        },
      });
      start += targets.length;
    }
    const pb = new PocketBase(server.url);
    await pb.collection("users").authWithPassword("sentence-0@chaekdongne.kr", "sentence1234!");
    type Page = {
      items: Array<Record<string, unknown> & { id: string; at: string; text: string }>;
      hasMore: boolean;
    };
    const items: Page["items"] = [];
    let query = "";
    for (;;) {
      const page = await pb.send<Page>(`/api/chaekdongne/notifications${query}`, { method: "GET" });
      items.push(...page.items);
      if (!page.hasMore) break;
      const last = page.items[page.items.length - 1];
      query = `?${new URLSearchParams({ before: last.at, beforeId: last.id })}`;
    }
    expect(items).toHaveLength(start);
    expect(new Set(items.map((i) => i.text)).size).toBeGreaterThan(kinds.length);
    for (const item of items)
      expect(item.text, JSON.stringify(item)).toBe(text.exports.notificationText(item));
  } finally {
    await server.stop();
  }
});
