import { afterEach, describe, expect, it, vi } from "vitest";
import { pb } from "@/lib/pocketbase";
import { useSession } from "@/lib/session";
import { TOKEN_LIFETIME_MS } from "@/config/auth-token";
import {
  FRESH_TOKEN_MS,
  RECHECK_AFTER_MS,
  checkAtStart,
  checkStoredSession,
  checkedRecently,
  verifyStoredSession,
} from "@/lib/session-check";
import { PB, serveMockPocketBase, server, http, HttpResponse } from "./mocks/server";

serveMockPocketBase();

const member = {
  id: "u1",
  collectionId: "_pb_users_auth_",
  collectionName: "users",
  nickname: "하나",
} as never;
// A well-formed JWT that expires in 2100, so the SDK considers it valid until the server says no.
const jwt = (exp: number) => `x.${btoa(JSON.stringify({ id: "u1", type: "authRecord", exp }))}.y`;
const LIVE = jwt(4102444800);

describe("an expired or revoked session", () => {
  it("is dropped when any call answers 401", async () => {
    server.use(
      http.post(`${PB}/api/clubs/c1/like`, () =>
        HttpResponse.json({ code: 401, message: "", data: {} }, { status: 401 }),
      ),
    );
    useSession.getState().setSession(LIVE, member);
    await expect(pb.send("/api/clubs/c1/like", { method: "POST" })).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().user).toBeNull();
    expect(pb.authStore.token).toBe("");
  });

  it("is kept on other errors such as a 400", async () => {
    server.use(
      http.post(`${PB}/api/clubs/c1/like`, () =>
        HttpResponse.json({ code: 400, message: "", data: {} }, { status: 400 }),
      ),
    );
    useSession.getState().setSession(LIVE, member);
    await expect(pb.send("/api/clubs/c1/like", { method: "POST" })).rejects.toMatchObject({ status: 400 });
    expect(useSession.getState().user).not.toBeNull();
  });

  it("is checked at startup: an expired token is dropped without a request, a revoked one after refresh", async () => {
    useSession.getState().setSession(jwt(1), member);
    await verifyStoredSession();
    expect(useSession.getState().user).toBeNull();

    server.use(
      http.post(`${PB}/api/collections/users/auth-refresh`, () =>
        HttpResponse.json({ code: 401, message: "", data: {} }, { status: 401 }),
      ),
    );
    useSession.getState().setSession(LIVE, member);
    await verifyStoredSession();
    expect(useSession.getState().user).toBeNull();
  });

  it("never lets a start-up answer overwrite a change made to the session while it was on its way", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${PB}/api/collections/users/auth-refresh`, async () => {
        await answered;
        return HttpResponse.json({
          token: jwt(4102444900),
          record: { ...(member as object), verified: false },
        });
      }),
    );
    useSession.getState().setSession(LIVE, member);
    const check = checkStoredSession();
    // Meanwhile the app learns something newer about the member (e.g. the email was just verified).
    useSession.getState().setSession(LIVE, { ...(member as object), verified: true } as never);
    answer();
    await check;
    expect(useSession.getState().user?.verified).toBe(true);
    expect(useSession.getState().token).toBe(LIVE);
  });

  it("is refreshed at startup when the server accepts it", async () => {
    const fresh = jwt(4102444900);
    server.use(
      http.post(`${PB}/api/collections/users/auth-refresh`, () =>
        HttpResponse.json({
          token: fresh,
          record: {
            id: "u1",
            collectionId: "_pb_users_auth_",
            collectionName: "users",
            nickname: "새 닉네임",
          },
        }),
      ),
    );
    useSession.getState().setSession(LIVE, member);
    await verifyStoredSession();
    expect(useSession.getState().token).toBe(fresh);
    expect(useSession.getState().user?.nickname).toBe("새 닉네임");
  });

  it("is kept when the start-up check fails for any reason other than a 401/403 for that token", async () => {
    const answers = [
      () => HttpResponse.json({ code: 500, message: "", data: {} }, { status: 500 }),
      () => HttpResponse.json({ code: 503, message: "", data: {} }, { status: 503 }),
      () =>
        new HttpResponse('{"token":"abc', { status: 200, headers: { "Content-Type": "application/json" } }),
      () => HttpResponse.json({}),
      () => HttpResponse.error(),
    ];
    for (const answer of answers) {
      server.use(http.post(`${PB}/api/collections/users/auth-refresh`, answer));
      useSession.getState().setSession(LIVE, member);
      await expect(checkStoredSession()).resolves.toBe("unsure");
      expect(useSession.getState().token).toBe(LIVE);
      expect(useSession.getState().user?.id).toBe("u1");
    }
  });

  it("ends on a 403 for that token", async () => {
    server.use(
      http.post(`${PB}/api/collections/users/auth-refresh`, () =>
        HttpResponse.json({ code: 403, message: "", data: {} }, { status: 403 }),
      ),
    );
    useSession.getState().setSession(LIVE, member);
    await expect(checkStoredSession()).resolves.toBe("ended");
    expect(useSession.getState().user).toBeNull();
  });

  it("is kept when a 401 answers a request sent with an older token", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.post(`${PB}/api/clubs/c1/like`, async () => {
        await held;
        return HttpResponse.json({ code: 401, message: "", data: {} }, { status: 401 });
      }),
    );
    useSession.getState().setSession(LIVE, member);
    const call = pb.send("/api/clubs/c1/like", { method: "POST" });
    const newer = jwt(4102444999);
    useSession.getState().setSession(newer, member); // logged in again while the call was out
    release();
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBe(newer);
  });
});

describe("the start-up check", () => {
  afterEach(() => vi.useRealTimers());

  it("is not sent again within minutes of one that confirmed the token, but is for another token or later", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const tokens = [jwt(4102444900), jwt(4102445000), jwt(4102445100)];
    let checks = 0;
    server.use(
      http.post(`${PB}/api/collections/users/auth-refresh`, () =>
        HttpResponse.json({ token: tokens[checks++], record: member }),
      ),
    );
    useSession.getState().setSession(LIVE, member);
    await checkAtStart();
    expect(checks).toBe(1);
    expect(useSession.getState().token).toBe(tokens[0]);
    // What it remembers is a digest: no copy of the token outlives a sign-out.
    const remembered = Object.keys(localStorage).filter((k) => k !== "chaekdongne-auth");
    expect(remembered.length).toBeGreaterThan(0);
    for (const key of remembered) expect(localStorage.getItem(key)).not.toContain(tokens[0].split(".")[1]);

    await checkAtStart(); // the app reopened a minute later
    expect(checks).toBe(1);

    vi.setSystemTime(Date.now() + RECHECK_AFTER_MS);
    await checkAtStart();
    expect(checks).toBe(2);
    expect(useSession.getState().token).toBe(tokens[1]);

    useSession.getState().setSession(LIVE, member); // another session (a new sign-in)
    await checkAtStart();
    expect(checks).toBe(3);
  });

  it("remembers only an answer that confirmed the token, and still drops an expired one without a request", async () => {
    server.use(
      http.post(`${PB}/api/collections/users/auth-refresh`, () =>
        HttpResponse.json({ code: 503, message: "", data: {} }, { status: 503 }),
      ),
    );
    useSession.getState().setSession(LIVE, member);
    await expect(checkStoredSession()).resolves.toBe("unsure");
    expect(await checkedRecently(LIVE)).toBe(false);

    useSession.getState().setSession(jwt(1), member);
    await checkAtStart();
    expect(useSession.getState().user).toBeNull();
  });

  it("is not sent for a token issued less than a day ago, and is for an older one", async () => {
    let checks = 0;
    server.use(
      http.post(`${PB}/api/collections/users/auth-refresh`, () => {
        checks++;
        return HttpResponse.json({ token: LIVE, record: member });
      }),
    );
    const issuedAgo = (ms: number) => jwt(Math.floor((Date.now() - ms + TOKEN_LIFETIME_MS) / 1000));
    useSession.getState().setSession(issuedAgo(60_000), member); // a sign-in a minute ago
    await checkAtStart();
    expect(checks).toBe(0);
    useSession.getState().setSession(issuedAgo(FRESH_TOKEN_MS + 60_000), member);
    await checkAtStart();
    expect(checks).toBe(1);
  });
});
