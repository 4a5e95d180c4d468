import { randomBytes } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import PocketBase from "pocketbase";

// Shared e2e helpers. Everything talks to the real throwaway PocketBase from global-setup.

export const PB_URL = () => process.env.E2E_PB_URL ?? "";
export const SEED_MEMBER = { email: "test1@chaekdongne.kr", password: "test1234!", nickname: "책벌레하나" };
export const SEED_MEMBER_2 = { email: "test2@chaekdongne.kr", password: "test1234!", nickname: "문장수집가" };
export const SEED_MEMBER_3 = { email: "test3@chaekdongne.kr", password: "test1234!", nickname: "밤의독서가" };
export const SESSION_STORAGE_KEY = "chaekdongne-auth";

export interface Member {
  id: string;
  email: string;
  password: string;
  nickname: string;
  phone: string;
  token: string;
  record: Record<string, unknown>;
}

// Random, so members made at the same moment by parallel workers never collide (nickname max 10).
const unique = () =>
  BigInt(`0x${randomBytes(6).toString("hex")}`)
    .toString(36)
    .slice(0, 8);

/** A PocketBase client for raw API calls (no app involved). */
export function client(): PocketBase {
  const pb = new PocketBase(PB_URL());
  pb.autoCancellation(false);
  return pb;
}

// One admin login per worker: each costs a bcrypt comparison on the server.
let adminToken: Promise<string> | undefined;

export async function adminClient(): Promise<PocketBase> {
  adminToken ??= client()
    .admins.authWithPassword(process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!)
    .then((auth) => auth.token)
    .catch((err: unknown) => {
      adminToken = undefined;
      throw err;
    });
  const pb = client();
  pb.authStore.save(await adminToken, null);
  return pb;
}

/**
 * The shared e2e server's admin-only test routes (scripts/bench-hooks/bench/members.js): a member
 * or a session without bcrypt. Servers without them (the production stack of e2e/prod) log in.
 */
const benchRoutes = () => process.env.E2E_BENCH_ROUTES === "1";

async function benchSession(
  route: "member" | "session",
  body: Record<string, string>,
): Promise<{ token: string; record: Record<string, unknown> & { id: string } }> {
  return (await adminClient()).send(`/api/bench/${route}`, { method: "POST", body });
}

/** A fresh member with a session: on the shared e2e server through its test route, else signed up and logged in through the public API. */
export async function createMember(
  overrides: Partial<{ nickname: string; password: string }> = {},
): Promise<Member> {
  const id = unique();
  const password = overrides.password ?? "test1234!";
  const nickname = overrides.nickname ?? `멤${id}`;
  const phone = `010${String(parseInt(randomBytes(4).toString("hex"), 16) % 1e8).padStart(8, "0")}`;
  const email = `e2e-${id}@chaekdongne.kr`;
  const fields = { email, nickname, phone, birth: "1995-05-05 00:00:00.000Z", gender: "female" };
  if (benchRoutes()) {
    const auth = await benchSession("member", { ...fields, password });
    return { id: auth.record.id, email, password, nickname, phone, token: auth.token, record: auth.record };
  }
  const pb = client();
  await pb.collection("users").create({ ...fields, password, passwordConfirm: password });
  const auth = await pb.collection("users").authWithPassword(email, password);
  return { id: auth.record.id, email, password, nickname, phone, token: auth.token, record: auth.record };
}

/** Logs in by API and stores the session the way the app persists it (zustand, version 0). */
export async function loginAs(page: Page, who: { email: string; password: string }) {
  const auth = benchRoutes()
    ? await benchSession("session", { email: who.email })
    : await client().collection("users").authWithPassword(who.email, who.password);
  const value = JSON.stringify({ state: { token: auth.token, user: auth.record }, version: 0 });
  await page.addInitScript(
    ([key, v]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, v);
    },
    [SESSION_STORAGE_KEY, value] as const,
  );
  return auth;
}

/**
 * The push opt-in, asked over the success dialog of a member's first application or club
 * (src/features/push): answered 나중에, so the success dialog below takes taps again.
 */
export async function answerPushPromptLater(page: Page) {
  const prompt = page.getByRole("dialog", { name: /바로 알려드릴까요\?$/ });
  await prompt.getByRole("button", { name: "나중에" }).click();
  await expect(prompt).toBeHidden();
}

/** Axe scan: no serious or critical violations. */
/**
 * Resolves when every finite CSS transition and animation on the page has finished (at most
 * `capMs`): a colour sampled mid-fade (a button going from the disabled grey to the primary
 * colour with white text) fails colour-contrast although neither end state does. Endless ones
 * (spinners, skeletons) are left alone.
 */
export async function waitForStillScreen(page: Page, capMs = 5000) {
  await page.evaluate(async (cap) => {
    const running = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
    const deadline = Date.now() + cap;
    while (running().length && Date.now() < deadline) {
      await Promise.race([
        Promise.all(running().map((a) => a.finished.catch(() => undefined))),
        new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now()))),
      ]);
    }
  }, capMs);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  await waitForStillScreen(page);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual(
    [],
  );
}

export const test = base;
export { expect };
