import { test, expect, adminClient, createMember, PB_URL } from "./support/fixtures";
import { postFrom, spareLoopback } from "./support/from-address";
import { rawRequest } from "./support/raw-request";

// Content-Security-Policy reports (issue 32): browsers post them to one typed route; each is
// stored reduced to the directive, the blocked origin, the app's route pattern and our own
// script, and nothing about the visitor; only admins read them, and each address may add only
// so many per minute. Raw HTTP, as a browser (or anyone) sends them.
const route = () => `${PB_URL()}/api/chaekdongne/csp-reports`;
const token = "resettoken1234567890";
const legacy = (page: string) => ({
  "csp-report": {
    "document-uri": page,
    referrer: "https://elsewhere.example/from?who=me",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "original-policy": "script-src 'self'",
    disposition: "enforce",
    "blocked-uri": "https://evil.example/steal.js?cookie=abc",
    "line-number": 12,
    "column-number": 34,
    "source-file": "https://evil.example/inject.js",
    "status-code": 200,
    "script-sample": "alert('비밀 메모')",
  },
});

test("a report is stored without the visitor: route pattern, blocked origin, no token, no sample; only admins read it", async () => {
  const from = spareLoopback();
  const site = (await (await adminClient()).settings.getAll()).meta.appUrl.replace(/\/$/, "");
  const sent = await postFrom(from, route(), legacy(`${site}/resetPassword/${token}?x=1`), {
    "content-type": "application/csp-report",
  });
  expect(sent.status, sent.body).toBe(204);
  // The Reporting API's batch (report-to), one of them ours: the page's own script file.
  const batch = await postFrom(
    from,
    route(),
    [
      {
        type: "csp-violation",
        url: `${site}/club/abcdefghijklmno`,
        body: {
          documentURL: `${site}/club/abcdefghijklmno`,
          effectiveDirective: "style-src-attr",
          blockedURL: "inline",
          sourceFile: `${site}/assets/index-AbC123.js`,
          lineNumber: 1,
          columnNumber: 2,
          disposition: "enforce",
          sample: "color: red",
        },
      },
      { type: "deprecation", body: { id: "x", message: "not ours" } },
    ],
    { "content-type": "application/reports+json" },
  );
  expect(batch.status, batch.body).toBe(204);

  const admin = await adminClient();
  const rows = await admin.collection("csp_reports").getFullList({ sort: "-created", perPage: 10 });
  const stored = JSON.stringify(rows);
  expect(stored).not.toContain(token);
  expect(stored).not.toContain("cookie");
  expect(stored).not.toContain("비밀");
  expect(stored).not.toContain("color: red");
  expect(stored).not.toContain(from);
  expect(stored).not.toContain("elsewhere");
  const legacyRow = rows.find((r) => r.page === "/resetPassword/:token");
  expect(legacyRow).toMatchObject({
    directive: "script-src-elem",
    blocked: "https://evil.example",
    source: "other",
    line: 12,
    column: 34,
    disposition: "enforce",
  });
  expect(rows.find((r) => r.page === "/club/:id")).toMatchObject({
    directive: "style-src-attr",
    blocked: "inline",
    source: "/assets/index-AbC123.js",
  });
  expect(Object.keys(legacyRow!).sort()).toEqual(
    [
      "blocked",
      "collectionId",
      "collectionName",
      "column",
      "created",
      "directive",
      "disposition",
      "id",
      "line",
      "page",
      "source",
      "updated",
    ].sort(),
  );

  // Nobody else reads or writes them through the records API.
  const member = await createMember();
  for (const auth of [{}, { Authorization: member.token }] as Record<string, string>[]) {
    const list = await fetch(`${PB_URL()}/api/collections/csp_reports/records`, { headers: auth });
    expect(list.status).toBe(404);
    const view = await fetch(`${PB_URL()}/api/collections/csp_reports/records/${legacyRow!.id}`, {
      headers: auth,
    });
    expect(view.status).toBe(404);
    const create = await fetch(`${PB_URL()}/api/collections/csp_reports/records`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ directive: "x", blocked: "x", page: "x", disposition: "enforce" }),
    });
    expect(create.status).toBe(404);
  }
});

test("reports are capped per address and minute; another address still gets through; garbage is refused", async () => {
  const from = spareLoopback();
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) {
    statuses.push(
      (
        await postFrom(from, route(), legacy("https://x.example/"), {
          "content-type": "application/csp-report",
        })
      ).status,
    );
  }
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(204));
  expect(statuses[20]).toBe(429);
  // A made-up X-Forwarded-For is no new address (the server is not behind a trusted proxy here).
  const spoofed = await postFrom(from, route(), legacy("https://x.example/"), {
    "content-type": "application/csp-report",
    "X-Forwarded-For": spareLoopback(),
  });
  expect(spoofed.status).toBe(429);
  expect((await postFrom(spareLoopback(), route(), legacy("https://x.example/"))).status).toBe(204);
  const garbage = await fetch(route(), {
    method: "POST",
    body: "not json",
    headers: { "content-type": "application/csp-report" },
  });
  expect(garbage.status).toBe(400);
  const huge = await rawRequest(route(), { body: Buffer.from("x".repeat(70 * 1024)) });
  expect(huge.status).toBe(413);
});
