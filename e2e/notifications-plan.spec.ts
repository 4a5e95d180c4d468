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

// The inbox sends each sentence's inputs and the app writes the sentence (pb_hooks/notifications/
// text.js, every kind in tests/notification-text.test.ts): what the server owns is the inputs.
// Every kind, with a title (a quote and a slot-like brace in it) and without, one actor or several,
// members who left, and a kind the server does not know; every target is gone, so only
// club_deleted keeps its stored title (what goneClub kept for this reader).
test("the inbox sends every kind's sentence inputs as the reader may see them now", async () => {
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
    const left = ["left00000000001", "left00000000002", "left00000000003"];
    const batches = [
      { title: "작은 '따옴표' {who} 책", actors: [actor.id], shown: ["문장1"] },
      { title: "", actors: left, shown: [""] },
      { title: "모임 이름", actors: [left[0]], shown: [""] },
    ];
    type Item = Record<string, unknown> & { id: string; at: string; kind: string };
    const expected: Record<string, unknown>[] = [];
    let start = 0;
    for (const batch of batches) {
      const targets = kinds.map((kind) => ({ kind, targetId: "gone00000000001", targetTitle: batch.title }));
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
      for (const kind of kinds)
        expected.push({
          kind,
          actors: batch.shown,
          actorCount: batch.actors.length,
          targetId: "",
          targetTitle: kind === "club_deleted" ? batch.title : "",
        });
      start += targets.length;
    }
    const pb = new PocketBase(server.url);
    await pb.collection("users").authWithPassword("sentence-0@chaekdongne.kr", "sentence1234!");
    const items: Item[] = [];
    let query: Record<string, string> = {};
    for (;;) {
      const path = `/api/chaekdongne/notifications?${new URLSearchParams({ ...query, sentences: "app" })}`;
      const page = await pb.send<{ items: Item[]; hasMore: boolean }>(path, { method: "GET" });
      items.push(...page.items);
      if (!page.hasMore) break;
      const last = page.items[page.items.length - 1];
      query = { before: last.at, beforeId: last.id };
    }
    const inputs = (list: Record<string, unknown>[]) =>
      list
        .map(({ kind, actors, actorCount, targetId, targetTitle }) =>
          JSON.stringify({ kind, actors, actorCount, targetId, targetTitle }),
        )
        .sort();
    expect(inputs(items)).toEqual(inputs(expected));
    // The sentences those inputs make: every kind its own, the names and titles as sent.
    const sentences = items.map((item) => text.exports.notificationText(item));
    expect(new Set(sentences).size).toBeGreaterThan(kinds.length);
    expect(sentences).toContain("'작은 '따옴표' {who} 책' 모임이 삭제됐어요.");
    expect(sentences).toContain("탈퇴한 회원 님 외 2명이 가려진 모임에 참여를 신청했어요.");
    expect(sentences).toContain("탈퇴한 회원 님이 가려진 내 리뷰에 댓글을 남겼어요.");
    // A build from before the app wrote them asks without sentences=app: the same items, each with
    // the same sentence as its `text`.
    const older = await pb.send<{ items: (Item & { text: string })[] }>("/api/chaekdongne/notifications", {
      method: "GET",
    });
    expect(older.items.map(({ text: _, ...item }) => item)).toEqual(items.slice(0, older.items.length));
    for (const item of older.items) expect(item.text).toBe(text.exports.notificationText(item));
  } finally {
    await server.stop();
  }
});
