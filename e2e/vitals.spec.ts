import PocketBase from "pocketbase";
import { test, expect, adminClient, PB_URL } from "./support/fixtures";
import { postFrom, spareLoopback } from "./support/from-address";
import { startPocketBase } from "../scripts/lib/pocketbase-server.mjs";

// Field measurement: a real visit stores its Core Web Vitals (no personal data); the server
// validates rows and caps them per client.
const vitalsUrl = () => `${PB_URL()}/api/collections/vitals/records`;
const post = (body: Record<string, unknown>, url = vitalsUrl()) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

test("a visit reports its Core Web Vitals once each, the last ones after the page is gone", async ({
  page,
}) => {
  // A server of its own, so only this visit's rows are there (a path that is not the app's is
  // stored as the not-found pattern "*", like every other test's visit to a missing page). The
  // page's requests go there by routing; what the page hands to the browser to send after it is
  // gone (fetchLater) is not routed, so its URL is pointed there where it is handed over.
  const server = await startPocketBase();
  try {
    // Notes which metrics the page has handed to the browser to send after it is gone (the real
    // fetchLater still runs): the page is left only once LCP and CLS wait there.
    await page.addInitScript(
      ([from, to]) => {
        const deferred = (window as { fetchLater?: (url: string, init: RequestInit) => unknown }).fetchLater;
        if (!deferred) return;
        const handed = ((window as { handedToBrowser?: string[] }).handedToBrowser = [] as string[]);
        (window as { fetchLater?: unknown }).fetchLater = (url: string, init: RequestInit) => {
          const result = deferred(url.replace(from, to), init);
          handed.push(String((init.body as FormData).get("name")));
          return result;
        };
      },
      [PB_URL(), server.url] as const,
    );
    await page.route(`${PB_URL()}/**`, (r) =>
      r.continue({ url: r.request().url().replace(PB_URL(), server.url) }),
    );
    await page.goto(`/vitals-check-${Date.now().toString(36)}`);
    await expect(page.getByText("페이지를 찾을 수 없습니다.")).toBeVisible();
    const admin = new PocketBase(server.url);
    await admin.admins.authWithPassword(server.admin.email, server.admin.password);
    const filter = admin.filter("route = {:route}", { route: "*" });
    const names = async () =>
      (await admin.collection("vitals").getFullList({ filter })).map((r) => r.name).sort();
    // Nothing leaves during the visit: every metric waits in the browser (Chromium has fetchLater).
    const handed = () =>
      page.evaluate(() => [...new Set((window as { handedToBrowser?: string[] }).handedToBrowser)].sort());
    await expect.poll(handed, { timeout: 15_000 }).toEqual(["CLS", "FCP", "LCP", "TTFB"]);
    expect(await names()).toEqual([]);
    await page.goto("about:blank"); // the page is gone: the browser sends what was waiting

    await expect.poll(names, { timeout: 15_000 }).toEqual(["CLS", "FCP", "LCP", "TTFB"]); // one row each
    const rows = await admin.collection("vitals").getFullList({ filter });
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          "collectionId",
          "collectionName",
          "connection",
          "created",
          "id",
          "name",
          "navigationType",
          "rating",
          "route",
          "updated",
          "value",
        ].sort(),
      );
      expect(row.navigationType).toBe("navigate");
    }
  } finally {
    await server.stop();
  }
});

test("the server keeps only valid, anonymous rows and caps each client per minute", async () => {
  // Production limits on a private server (the shared one raises the per-client cap, since every
  // browser page of the suite reports from 127.0.0.1), with the shared total lowered from 3,000 to
  // 300 rows a minute so that a few clients can fill it.
  const server = await startPocketBase({ extraEnv: { CHAEKDONGNE_VITALS_TOTAL_PER_MINUTE: "300" } });
  try {
    await validatesRows(`${server.url}/api/collections/vitals/records`);
    await capsEachClient(`${server.url}/api/collections/vitals/records`);
  } finally {
    await server.stop();
  }
});

async function validatesRows(url: string) {
  const stored = async (body: Record<string, unknown>) => {
    const res = await postFrom(spareLoopback(), url, body);
    expect(res.status, res.body).toBe(200);
    return JSON.parse(res.body) as { route: string; rating: string; connection: string };
  };
  // Routes are the app's patterns: ids and tokens never stored, letter case and slashes as the app's.
  expect(
    (await stored({ name: "LCP", value: 1800, rating: "good", route: "/club/abcdefghij12345" })).route,
  ).toBe("/club/:id");
  expect((await stored({ name: "FCP", value: 900, rating: "good", route: "/Main/BookReview/" })).route).toBe(
    "/main/bookReview",
  );
  const token = "eyJhbGciOiJIUzI1NiJ9.eyJpZCI6InNlY3JldCJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ";
  expect(
    (await stored({ name: "TTFB", value: 90, rating: "good", route: `/resetPassword/${token}` })).route,
  ).toBe("/resetPassword/:token");
  // Chosen text becomes the not-found page's pattern; the rating is the server's, not the client's.
  const chosen = await stored({
    name: "INP",
    value: 900,
    rating: "good",
    route: "/buy-cheap-pills-here",
    connection: "5g",
  });
  expect(chosen).toMatchObject({ route: "*", rating: "poor", connection: "" });

  const refused = async (body: Record<string, unknown>) =>
    (await postFrom(spareLoopback(), url, body)).status;
  expect(await refused({ name: "CLS", value: 42, rating: "poor", route: "/" })).toBe(400);
  expect(await refused({ name: "LCP", value: -1, rating: "good", route: "/" })).toBe(400);
  expect(await refused({ name: "LCP", value: 600_000, rating: "poor", route: "/" })).toBe(400);
  expect(await refused({ name: "EMAIL", value: 1, rating: "good", route: "/" })).toBe(400);
}

async function capsEachClient(url: string) {
  const NAMES = ["TTFB", "FCP", "LCP", "CLS", "INP"];
  const row = (name: string, load?: string) => ({ name, value: 10, rating: "good", route: "/", load });
  // A brisk member (a source address of their own): 30 page loads in a minute, each sending its five
  // metrics, with a new X-Forwarded-For each time. None is refused (the finding: ~25 refusals in a
  // session at 60 rows per address); the rows store no load id.
  const member = spareLoopback();
  const statuses: number[] = [];
  for (let load = 0; load < 30; load++)
    for (const name of NAMES)
      statuses.push(
        (
          await postFrom(member, url, row(name, `page-load-${load}-abc`), {
            "x-forwarded-for": `198.51.100.${load}`,
          })
        ).status,
      );
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  // A copy of a row its page load already sent is refused.
  const copy = await postFrom(member, url, row("LCP", "page-load-0-abc"));
  expect(copy.status).toBe(400);
  expect(JSON.parse(copy.body).message).toBe("이미 보낸 측정값이에요.");
  // Busy clients fill the shared total (300 here)...
  const busy = spareLoopback();
  let sent = 0;
  while ((await postFrom(busy, url, row("TTFB"))).status === 200) sent++;
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(300);
  // ...and a real visitor still gets one visit's worth (5 rows), whoever filled it and whatever
  // X-Forwarded-For it writes (a made-up one is no new client).
  const visitor = spareLoopback();
  const visit: number[] = [];
  for (let i = 0; i < 6; i++)
    visit.push(
      (await postFrom(visitor, url, row(NAMES[i % 5]), { "x-forwarded-for": `203.0.113.${i}` })).status,
    );
  expect(visit).toEqual([200, 200, 200, 200, 200, 429]);
  const refused = await postFrom(visitor, url, row("TTFB"));
  expect(JSON.parse(refused.body).message).toBe("잠시 후 다시 시도해주세요.");
  expect((await postFrom(spareLoopback(), url, row("TTFB"))).status).toBe(200);
}

test("nobody but an admin reads, changes or deletes measurements", async () => {
  const created = await (await post({ name: "FCP", value: 900, rating: "good", route: "/" })).json();
  expect((await fetch(vitalsUrl())).status).toBe(404);
  expect((await fetch(`${vitalsUrl()}/${created.id}`)).status).toBe(404);
  const patch = await fetch(`${vitalsUrl()}/${created.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ value: 1 }),
  });
  expect(patch.status).toBe(404);
  expect((await fetch(`${vitalsUrl()}/${created.id}`, { method: "DELETE" })).status).toBe(404);
  const admin = await adminClient();
  expect((await admin.collection("vitals").getOne(created.id)).value).toBe(900);
});
