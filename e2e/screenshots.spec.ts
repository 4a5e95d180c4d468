import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, client, adminClient, createMember, loginAs, SEED_MEMBER } from "./support/fixtures";
import { overflowingText } from "./support/layout";
import { linkIn, mailTo } from "./support/mail";

// Not part of `npm test`: run `npm run screenshots` and open screenshots/<who>/<width>/.
// Every route at 360, 390 and 430 px; each screen also fails the run if a text element
// overflows its box or the page scrolls sideways (a list of them is printed).
const WIDTHS = [360, 390, 430];

// The token pages open the links a new member's mails carry (signup's verification mail and a
// password reset), once per run.
let mailedPaths: Promise<{ verify: string; reset: string }> | undefined;
async function mailLinks() {
  const member = await createMember();
  await client().collection("users").requestPasswordReset(member.email);
  const path = (link: string) => new URL(link).pathname;
  return {
    verify: path(linkIn(await mailTo(member.email, "[책동네] 이메일 주소를 인증해주세요"), "/verifyEmail/")),
    reset: path(
      linkIn(await mailTo(member.email, "[책동네] 비밀번호를 다시 설정해주세요"), "/resetPassword/"),
    ),
  };
}

/** Nothing left to change on screen: fonts loaded, finite animations done, two frames painted. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    async () =>
      (await document.fonts.ready) &&
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function routes() {
  const pb = client();
  const auth = await pb.collection("users").authWithPassword(SEED_MEMBER.email, SEED_MEMBER.password);
  const admin = await adminClient();
  const club = await admin
    .collection("socialing")
    .getFirstListItem(admin.filter("createUser = {:id}", { id: auth.record.id }));
  const review = (await admin.collection("bookReview").getList(1, 1, { sort: "-created" })).items[0];
  const ownReview = await admin
    .collection("bookReview")
    .getFirstListItem(admin.filter("writer = {:id}", { id: auth.record.id }));
  const room = club.chattingRoom as string;
  const mailed = await (mailedPaths ??= mailLinks());
  return [
    ["landing", "/"],
    ["atom-making", "/atomMaking"],
    ["login", "/login"],
    ["signup", "/signup"],
    ["welcome", "/welcome"],
    ["reset-password", "/resetPassword"],
    ["reset-password-confirm", mailed.reset],
    ["verify-email", mailed.verify],
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
    ["edit-review", `/editBookReview/${ownReview.id}`],
    ["notifications", "/notifications"],
    ["notification-settings", "/notificationSettings"],
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
        await settled(page);
        await page.screenshot({ path: `${dir}/${name}.png` });
        for (const p of await overflowingText(page)) problems.push(`${name} (${path}): ${p}`);
      }
      expect(problems).toEqual([]);
    });
  }
}
