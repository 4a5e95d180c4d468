import type { Server } from "node:http";
import Provider from "oidc-provider";
import PocketBase from "pocketbase";
import { expect, type Page } from "@playwright/test";
import { freePort, startPocketBase } from "../../scripts/lib/pocketbase-server.mjs";
import { PB_URL } from "./fixtures";
import { TEST_SERVER_ENV } from "./test-server-env";

// A local OpenID Connect provider (the npm package `oidc-provider`, its built-in development
// login and consent pages) and a private PocketBase whose OIDC slot points at it, configured from
// the environment as in production (pb_hooks/oauth2.pb.js). No internet involved.
// Any login name signs in at the provider; the account's e-mail is that name when it contains
// "@", else `${name}@oidc.test`, always verified.

export const OIDC_DISPLAY_NAME = "이웃";

export async function startOidcStack(appOrigin: string) {
  const clientId = "chaekdongne-e2e";
  const clientSecret = "e2e-secret-not-a-real-key";
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appOrigin}/oauth2/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: id.includes("@") ? id : `${id}@oidc.test`,
        email_verified: true,
        // Provider data the app must never keep or show.
        name: "제공자 이름",
        picture: "https://provider.example/avatar.png",
      }),
    }),
  });
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(port, "127.0.0.1", () => resolve(s));
  });
  const pb = await startPocketBase({
    extraEnv: {
      ...TEST_SERVER_ENV,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_AUTH_URL: `${issuer}/auth`,
      OIDC_TOKEN_URL: `${issuer}/token`,
      OIDC_USER_API_URL: `${issuer}/me`,
      OIDC_DISPLAY_NAME,
      KAKAO_CLIENT_ID: "kakao-rest-api-key-e2e",
    },
  });
  const admin = new PocketBase(pb.url);
  admin.autoCancellation(false);
  await admin.admins.authWithPassword(pb.admin.email, pb.admin.password);
  return {
    issuer,
    pb,
    admin,
    async stop() {
      await pb.stop();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The page's requests to the shared e2e server go to `url` instead (same app build). */
export async function routeToPrivateServer(page: Page, url: string) {
  const shared = PB_URL();
  await page.route(`${shared}/**`, (route) =>
    route.continue({ url: route.request().url().replace(shared, url) }),
  );
}

/** Signs in at the provider's own (development) pages as `login`, and consents if it asks. */
export async function providerSignIn(page: Page, issuer: string, login: string) {
  await page.waitForURL((u) => u.href.startsWith(issuer));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.locator('button[type="submit"]').click();
  await providerConsent(page, issuer);
}

/**
 * Continues past the provider's consent page if it shows one (a second visit may not). `leave` is
 * the app action that sends the browser to the provider: waiting for that navigation first keeps
 * the check below from passing while the page is still on the app.
 */
export async function providerConsent(page: Page, issuer: string, leave?: () => Promise<unknown>) {
  if (leave) {
    const toProvider = page.waitForRequest((r) => r.isNavigationRequest() && r.url().startsWith(issuer), {
      timeout: 30_000,
    });
    await leave();
    await toProvider;
  }
  const consent = page.getByRole("button", { name: "Continue" });
  await expect
    .poll(async () => !page.url().startsWith(issuer) || (await consent.count()) > 0, { timeout: 30_000 })
    .toBe(true);
  if (page.url().startsWith(issuer)) await consent.click();
}
