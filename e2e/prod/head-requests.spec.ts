import { adminClient } from "../support/fixtures";
import { expect, test } from "./support";

// HEAD answers like GET through Caddy (issue 32): link checkers and some scrapers ask HEAD first,
// and /club/{id} and /bookReview/{id} answered 404 to it while GET answered 200 (a JS GET route of
// PocketBase 0.22 does not answer HEAD; pb_hooks/routes.pb.js now registers a HEAD twin of each).
const SAME = [
  "content-type",
  "cache-control",
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
];

test("HEAD answers like GET on the app's pages, previews included: same status and headers, no body", async ({
  request,
}) => {
  const admin = await adminClient();
  const club = (await admin.collection("socialing").getList(1, 1)).items[0];
  const review = (await admin.collection("bookReview").getList(1, 1)).items[0];
  for (const path of [
    `/club/${club.id}`,
    `/bookReview/${review.id}`,
    "/club/aaaaaaaaaaaaaaa", // unknown: the generic card, still the app's page
    "/",
    "/main/club",
    "/login",
  ]) {
    const get = await request.get(path);
    const head = await request.head(path);
    expect(get.status(), path).toBe(200);
    expect(head.status(), path).toBe(get.status());
    for (const name of SAME) expect(head.headers()[name], `${path} ${name}`).toBe(get.headers()[name]);
    expect((await head.body()).length, path).toBe(0);
  }
});
