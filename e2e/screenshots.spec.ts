import { mkdirSync } from "node:fs";
import { test, client, adminClient, loginAs, SEED_MEMBER } from "./support/fixtures";

// Not part of `npm test`: run `npm run screenshots` and open screenshots/.
async function routes() {
  const pb = client();
  const auth = await pb.collection("users").authWithPassword(SEED_MEMBER.email, SEED_MEMBER.password);
  const admin = await adminClient();
  const club = await admin.collection("socialing").getFirstListItem(admin.filter("createUser = {:id}", { id: auth.record.id }));
  const review = (await admin.collection("bookReview").getList(1, 1, { sort: "-created" })).items[0];
  const room = club.chattingRoom as string;
  return [
    ["landing", "/"],
    ["atom-making", "/atomMaking"],
    ["login", "/login"],
    ["signup", "/signup"],
    ["welcome", "/welcome"],
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
    ["my-club-list", "/myClubList"],
    ["not-found", "/no-such-page"],
  ] as const;
}

for (const who of ["visitor", "member"] as const) {
  test(`screenshots as ${who}`, async ({ page }) => {
    mkdirSync(`screenshots/${who}`, { recursive: true });
    if (who === "member") await loginAs(page, SEED_MEMBER);
    for (const [name, path] of await routes()) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
      await page.screenshot({ path: `screenshots/${who}/${name}.png` });
    }
  });
}
