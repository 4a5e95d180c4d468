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
  // Notes which metrics the page has handed to the browser to send after it is gone (the real
  // fetchLater still runs): the page is left only once LCP and CLS wait there.
  await page.addInitScript(() => {
    const deferred = (window as { fetchLater?: (url: string, init: RequestInit) => unknown }).fetchLater;
    if (!deferred) return;
    const handed = ((window as { handedToBrowser?: string[] }).handedToBrowser = [] as string[]);
    (window as { fetchLater?: unknown }).fetchLater = (url: string, init: RequestInit) => {
      const result = deferred(url, init);
      handed.push(String((init.body as FormData).get("name")));
      return result;
    };
  });
  const route = `/vitals-check-${Date.now().toString(36)}`; // unique, so only this visit counts
  await page.goto(route);
  await expect(page.getByText("페이지를 찾을 수 없습니다.")).toBeVisible();
  const admin = await adminClient();
  const filter = admin.filter("route = {:route}", { route });
  const names = async () =>
    (await admin.collection("vitals").getFullList({ filter })).map((r) => r.name).sort();
  // FCP and TTFB are final when reported and go at once.
  await expect.poll(names, { timeout: 15_000 }).toEqual(["FCP", "TTFB"]);
  const handed = () =>
    page.evaluate(() => [...new Set((window as { handedToBrowser?: string[] }).handedToBrowser)].sort());
  await expect.poll(handed, { timeout: 15_000 }).toEqual(["CLS", "LCP"]);
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
});

test("the server keeps only valid, anonymous rows and caps each client per minute", async () => {
  // Production limits on a private server: the shared one raises the per-client cap, since every
  // browser page of the suite reports from 127.0.0.1.
  const server = await startPocketBase();
  try {
    await capsEachClient(`${server.url}/api/collections/vitals/records`);
  } finally {
    await server.stop();
  }
});

async function capsEachClient(url: string) {
  const ok = await post({ name: "LCP", value: 1800, rating: "good", route: "/club/abcdefghij12345" }, url);
  expect(ok.status).toBe(200);
  expect((await ok.json()).route).toBe("/club/:id");

  expect((await post({ name: "CLS", value: 42, rating: "poor", route: "/" }, url)).status).toBe(400);
  expect((await post({ name: "LCP", value: -1, rating: "good", route: "/" }, url)).status).toBe(400);
  expect(
    (await post({ name: "LCP", value: 100, rating: "good", route: "https://example.com/?email=a@b.c" }, url))
      .status,
  ).toBe(400);
  expect((await post({ name: "EMAIL", value: 1, rating: "good", route: "/" }, url)).status).toBe(400);

  // One client (a source address of its own) sending 305 rows back to back, naming a new address
  // in X-Forwarded-For each time: the header changes nothing, the 301st row is refused.
  const client = spareLoopback();
  const row = { name: "TTFB", value: 10, rating: "good", route: "/" };
  const statuses: number[] = [];
  for (let i = 0; i < 305; i++)
    statuses.push((await postFrom(client, url, row, { "x-forwarded-for": `198.51.100.${i % 250}` })).status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(300);
  expect(statuses.slice(300)).toEqual([429, 429, 429, 429, 429]);
  const refused = await postFrom(client, url, row);
  expect(JSON.parse(refused.body).message).toBe("잠시 후 다시 시도해 주세요.");
  // Another client is not affected.
  expect((await postFrom(spareLoopback(), url, row)).status).toBe(200);
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
