import PocketBase from "pocketbase";
import { test, expect } from "./support/fixtures";
import { startPocketBase } from "../scripts/lib/pocketbase-server.mjs";
import { postFrom, sendFrom, spareLoopback } from "./support/from-address";

// Abuse limits with production defaults, on a private server (the shared one raises them, since
// the whole suite comes from 127.0.0.1). pb_hooks/core/abuse-limits.js, docs/security.md; each
// default number is also checked in tests/abuse-limits.test.ts.

type Server = Awaited<ReturnType<typeof startPocketBase>>;
let server: Server;

// Failed logins per address lowered from 100 to 12 (each failure costs a bcrypt round, ~0.2 s), and
// a member's own lookups from 60 to 3, so that few requests reach them.
const FAILURES_PER_ADDRESS = 12;
test.beforeAll(async () => {
  server = await startPocketBase({
    extraEnv: {
      CHAEKDONGNE_LOGIN_FAILURES_PER_10MIN: String(FAILURES_PER_ADDRESS),
      CHAEKDONGNE_MEMBER_LOOKUPS_PER_10MIN: "3",
    },
  });
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
  return pb.collection("users").create({
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
  for (let i = 0; i <= FAILURES_PER_ADDRESS; i++)
    statuses.push((await login(`spray${i}@chaekdongne.kr`, "wrong-pass1!", from)).status);
  expect(statuses.slice(0, FAILURES_PER_ADDRESS)).toEqual(
    Array.from({ length: FAILURES_PER_ADDRESS }, () => 400),
  );
  expect(statuses[FAILURES_PER_ADDRESS]).toBe(429);
  expect((await login("spray0@chaekdongne.kr", "wrong-pass1!", spareLoopback())).status).toBe(400);
});

test("6d. a burst of parallel guesses gets no more tries than guesses one after another", async () => {
  // The counters were read and written back by requests in parallel: a burst counted as one.
  const from = spareLoopback();
  const burst = await Promise.all(
    Array.from({ length: 30 }, (_, i) => login("burst@chaekdongne.kr", `guess-${i}!`, from)),
  );
  expect(burst.filter((r) => r.status === 400)).toHaveLength(6); // 5 free, and the 6th is checked
  expect(burst.filter((r) => r.status === 429)).toHaveLength(24);
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
  const from = spareLoopback();
  const check = (i: number) =>
    sendFrom(
      from,
      "GET",
      `${server.url}/api/accounts/availability?field=email&value=probe${i}@chaekdongne.kr`,
      undefined,
      {
        "X-Forwarded-For": `203.0.113.${i % 250}`,
        "X-Real-IP": `198.51.100.${i % 250}`,
        "CF-Connecting-IP": `192.0.2.${i % 250}`,
      },
    ).then((r) => r.status);
  const statuses: number[] = [];
  for (let i = 0; i < 310; i += 10)
    statuses.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => check(i + k)))));
  // 300 per address in 10 minutes (a crowd signing up behind one NAT fits; one address cannot
  // enumerate freely), whatever the headers say.
  expect(statuses.filter((s) => s === 200)).toHaveLength(300);
  expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  // Signup errors tell the same thing, so they spend the same budget.
  const res = await postFrom(from, `${server.url}/api/collections/users/records`, {
    email: "victim@chaekdongne.kr",
    password: "test1234!",
    passwordConfirm: "test1234!",
    nickname: "재가입",
    phone: "01012121212",
    birth: "1990-01-01 00:00:00.000Z",
    gender: "male",
  });
  expect(res.status).toBe(429);
});

test("5b. members behind one address: each member's nickname checks count against that member", async () => {
  // One shared address (a carrier NAT), two members and a visitor. Member A uses up A's checks;
  // B and the visitor are not touched by it.
  const nat = spareLoopback();
  const token = async (email: string) => {
    await signup(email);
    return (await new PocketBase(server.url).collection("users").authWithPassword(email, "test1234!")).token;
  };
  const [a, b] = [await token("nat-a@chaekdongne.kr"), await token("nat-b@chaekdongne.kr")];
  const check = (auth: string, nickname: string) =>
    sendFrom(
      nat,
      "GET",
      `${server.url}/api/accounts/availability?field=nickname&value=${encodeURIComponent(nickname)}`,
      undefined,
      auth ? { Authorization: auth } : {},
    ).then((r) => r.status);
  const ofA: number[] = [];
  for (let i = 0; i < 4; i++) ofA.push(await check(a, `닉네임${i}`));
  expect(ofA).toEqual([200, 200, 200, 429]);
  expect(await check(b, "닉네임9")).toBe(200);
  expect(await check("", "닉네임8")).toBe(200);
});

test("5c. proxies trusted by CIDR name the client; a header from anyone else names nobody", async () => {
  // Two proxies anywhere in 127.77.0.0/16 (like Caddy on a Docker network), lookups lowered to 4.
  const own = await startPocketBase({
    extraEnv: { CHAEKDONGNE_TRUSTED_PROXIES: "127.77.0.0/16", CHAEKDONGNE_LOOKUPS_PER_10MIN: "4" },
  });
  try {
    const check = (peer: string, forwarded: string) =>
      sendFrom(peer, "GET", `${own.url}/api/accounts/availability?field=phone&value=01012345678`, undefined, {
        "X-Forwarded-For": forwarded,
      }).then((r) => r.status);
    // The client wrote its own first hop each time; the proxies appended the real one.
    const viaProxies: number[] = [];
    for (let i = 0; i < 5; i++)
      viaProxies.push(await check(i % 2 ? "127.77.0.2" : "127.77.200.9", `10.9.9.${i}, 203.0.113.70`));
    expect(viaProxies).toEqual([200, 200, 200, 200, 429]);
    // Another client behind the same proxies has its own budget.
    expect(await check("127.77.0.2", "203.0.113.71")).toBe(200);
    // Outside the trusted range the header is the client's own words: the peer is what counts.
    const stranger = "127.78.0.5";
    const direct: number[] = [];
    for (let i = 0; i < 5; i++) direct.push(await check(stranger, `203.0.113.${100 + i}`));
    expect(direct).toEqual([200, 200, 200, 200, 429]);
  } finally {
    await own.stop();
  }
});
