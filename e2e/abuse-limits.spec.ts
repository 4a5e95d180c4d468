import PocketBase from "pocketbase";
import { test, expect } from "./support/fixtures";
import { startPocketBase } from "../scripts/lib/pocketbase-server.mjs";
import { postFrom, spareLoopback } from "./support/from-address";

// Abuse limits with production defaults, on a private server (the shared one raises them, since
// the whole suite comes from 127.0.0.1). pb_hooks/core/abuse-limits.js, docs/security.md.

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

const login = (identity: string, password: string, from?: string) =>
  from
    ? postFrom(from, `${server.url}/api/collections/users/auth-with-password`, { identity, password }).then(
        (r) => ({
          status: r.status,
          message: String(JSON.parse(r.body || "{}").message ?? ""),
        }),
      )
    : post("/api/collections/users/auth-with-password", { identity, password }).then(async (r) => ({
        status: r.status,
        message: String((await r.json()).message ?? ""),
      }));

test("6. login: wrong passwords throttle the guessing address, never the owner elsewhere (issue 25)", async () => {
  const email = "victim@chaekdongne.kr";
  await signup(email);
  const attacker = spareLoopback();
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push((await login(email, `wrong-${i}`, attacker)).status);
  expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
  expect(statuses.slice(6)).toEqual([429, 429]);
  // From the attacker's address even the right password waits, with a Korean message...
  const throttled = await login(email, "test1234!", attacker);
  expect(throttled.status).toBe(429);
  expect(throttled.message).toMatch(/로그인 시도가 너무 많아요\. \d+분 뒤에 다시 시도해주세요\./);
  // ...but the owner, from their own address, signs in at once (the finding: locked out 1-15 min).
  expect((await login(email, "test1234!", spareLoopback())).status).toBe(200);
  // An unknown email is throttled exactly alike (no hint that the account exists).
  const ghostFrom = spareLoopback();
  const ghost: number[] = [];
  for (let i = 0; i < 8; i++)
    ghost.push((await login("ghost@chaekdongne.kr", "x1234567!", ghostFrom)).status);
  expect(ghost).toEqual(statuses);
  // Username login is off: the generated username is no second door.
  const other = "other@chaekdongne.kr";
  await signup(other);
  expect((await login(other, "test1234!")).status).toBe(200);
});

test("6b. login: one address guessing many accounts is throttled; other addresses are not", async () => {
  const from = spareLoopback();
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++)
    statuses.push((await login(`spray${i}@chaekdongne.kr`, "wrong-pass1!", from)).status);
  expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 400));
  expect(statuses[30]).toBe(429);
  expect((await login("spray0@chaekdongne.kr", "wrong-pass1!", spareLoopback())).status).toBe(400);
});

test("6c. login: many addresses guessing one account cannot lock the owner's own address out", async () => {
  // The account-wide limit lowered from 100 to 10 failures an hour, so that three addresses pass it.
  const own = await startPocketBase({ extraEnv: { CHAEKDONGNE_LOGIN_ACCOUNT_FAILURES_PER_HOUR: "10" } });
  try {
    const at = (from: string, password: string) =>
      postFrom(from, `${own.url}/api/collections/users/auth-with-password`, {
        identity: "popular@chaekdongne.kr",
        password,
      }).then((r) => r.status);
    await new PocketBase(own.url).collection("users").create({
      email: "popular@chaekdongne.kr",
      password: "test1234!",
      passwordConfirm: "test1234!",
      nickname: "인기회원",
      phone: "01055556666",
      birth: "1990-01-01 00:00:00.000Z",
      gender: "female",
    });
    const home = spareLoopback();
    expect(await at(home, "test1234!")).toBe(200); // the owner has signed in from home
    for (let a = 0; a < 3; a++) {
      const from = spareLoopback();
      for (let i = 0; i < 4; i++) await at(from, `guess-${a}-${i}`);
    }
    expect(await at(spareLoopback(), "test1234!")).toBe(429); // a new address waits
    expect(await at(home, "test1234!")).toBe(200); // home does not
  } finally {
    await own.stop();
  }
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
