import { mkdirSync } from "node:fs";
import { test, expect, client, adminClient, loginAs, SEED_MEMBER } from "./support/fixtures";
import { overflowingText } from "./support/layout";

// Not part of `npm test`: run `npm run screenshots` and open screenshots/<who>/<width>/.
// Every route at 360, 390 and 430 px; each screen also fails the run if a text element
// overflows its box or the page scrolls sideways (a list of them is printed).
const WIDTHS = [360, 390, 430];
async function routes() {
  const pb = client();
  const auth = await pb.collection("users").authWithPassword(SEED_MEMBER.email, SEED_MEMBER.password);
  const admin = await adminClient();
  const club = await admin
    .collection("socialing")
    .getFirstListItem(admin.filter("createUser = {:id}", { id: auth.record.id }));
  const review = (await admin.collection("bookReview").getList(1, 1, { sort: "-created" })).items[0];
  const room = club.chattingRoom as string;
  return [
    ["landing", "/"],
    ["atom-making", "/atomMaking"],
    ["login", "/login"],
    ["signup", "/signup"],
    ["welcome", "/welcome"],
    ["oauth2-callback", "/oauth2/callback"],
    ["club-list", "/main/club"],
    ["club-filter", "/main/club/filter"],
    ["review-list", "/main/bookReview"],
    ["review-detail", `/bookReview/${review.id}`],
    ["review-comments", `/bookReview/${review.id}/comments`],
    ["club-detail", `/club/${club.id}`],
    ["create-club-1", "/createClub"],
    ["create-club-2", "/createClub2"],
    ["create-club-3", "/createClub3"],
    ["create-club-4", "/createClub4"],
    ["application-club", `/applicationClub/${club.id}`],
    ["management-club", `/managementClub/${club.id}`],
    ["chat-room", `/chatRoom/${room}`],
    ["chat-room-list", `/chatRoomList/${auth.record.id}`],
    ["create-review", "/createBookReview"],
    ["my-page", "/myPage"],
    ["edit-profile-menu", "/editProfileMenu"],
    ["edit-profile-info", "/editProfileInfo"],
    ["modify-password", "/modifyPassword"],
    ["blocked-members", "/blockedMembers"],
    ["delete-account", "/deleteAccount"],
    ["my-club-list", "/myClubList"],
    ["not-found", "/no-such-page"],
  ] as const;
}

for (const who of ["visitor", "member"] as const) {
  for (const width of WIDTHS) {
    test(`screenshots as ${who} at ${width}px`, async ({ page }) => {
      const dir = `screenshots/${who}/${width}`;
      mkdirSync(dir, { recursive: true });
      await page.setViewportSize({ width, height: 844 });
      if (who === "member") await loginAs(page, SEED_MEMBER);
      const problems: string[] = [];
      for (const [name, path] of await routes()) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${dir}/${name}.png` });
        for (const p of await overflowingText(page)) problems.push(`${name} (${path}): ${p}`);
      }
      expect(problems).toEqual([]);
    });
  }
}
