import PocketBase from "pocketbase";
import { test, expect } from "./support/fixtures";
import { startPocketBase } from "../scripts/lib/pocketbase-server.mjs";

// Abuse limits with production defaults, on a private server (the shared one raises them, since
// the whole suite comes from 127.0.0.1). pb_hooks/abuse-limits.js, docs/security.md.

type Server = Awaited<ReturnType<typeof startPocketBase>>;
let server: Server;

test.beforeAll(async () => {
  server = await startPocketBase();
});
test.afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

async function signup(email: string) {
  const pb = new PocketBase(server.url);
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  await pb.collection("users").create({
    email,
    password: "test1234!",
    passwordConfirm: "test1234!",
    nickname: `한${n}`.slice(0, 10),
    phone: `010${n}`,
    birth: "1990-01-01 00:00:00.000Z",
    gender: "female",
  });
}

test("6. login: repeated wrong passwords lock the account with a Korean message, also for the right one", async () => {
  const email = "victim@chaekdongne.kr";
  await signup(email);
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++)
    statuses.push(
      (await post("/api/collections/users/auth-with-password", { identity: email, password: `wrong-${i}` }))
        .status,
    );
  expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
  expect(statuses.slice(6)).toEqual([429, 429]);
  const right = await post("/api/collections/users/auth-with-password", {
    identity: email,
    password: "test1234!",
  });
  expect(right.status).toBe(429);
  expect((await right.json()).message).toMatch(/로그인 시도가 너무 많아요\. \d+분 뒤에 다시 시도해주세요\./);
  // An unknown email is throttled exactly alike (no hint that the account exists).
  const ghost: number[] = [];
  for (let i = 0; i < 8; i++)
    ghost.push(
      (
        await post("/api/collections/users/auth-with-password", {
          identity: "ghost@chaekdongne.kr",
          password: "x1234567!",
        })
      ).status,
    );
  expect(ghost).toEqual(statuses);
  // Username login is off: the generated username is no second door.
  const other = "other@chaekdongne.kr";
  await signup(other);
  expect(
    (await post("/api/collections/users/auth-with-password", { identity: other, password: "test1234!" }))
      .status,
  ).toBe(200);
});

test("5. the availability budget is per real address: a rotating X-Forwarded-For does not reset it", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 70; i++) {
    const res = await fetch(
      `${server.url}/api/accounts/availability?field=email&value=probe${i}@chaekdongne.kr`,
      {
        headers: {
          "X-Forwarded-For": `203.0.113.${i}`,
          "X-Real-IP": `198.51.100.${i}`,
          "CF-Connecting-IP": `192.0.2.${i}`,
        },
      },
    );
    statuses.push(res.status);
  }
  // At most 60 per address (signups elsewhere in this file spend from the same budget).
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(60);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(40);
  expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  // Signup errors tell the same thing, so they spend the same budget.
  const pb = new PocketBase(server.url);
  await expect(
    pb.collection("users").create({
      email: "victim@chaekdongne.kr",
      password: "test1234!",
      passwordConfirm: "test1234!",
      nickname: "재가입",
      phone: "01012121212",
      birth: "1990-01-01 00:00:00.000Z",
      gender: "male",
    }),
  ).rejects.toMatchObject({ status: 429 });
});
