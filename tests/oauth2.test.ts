import { afterEach, describe, expect, it, vi } from "vitest";
import { startOAuth2, takeOAuth2Return, withRo } from "@/lib/oauth2";

// src/lib/oauth2.ts: the redirect to the provider and the check of its answer (issue 27).
describe("withRo", () => {
  it("picks 로 or 으로 after the provider's name", () => {
    expect(withRo("카카오")).toBe("카카오로");
    expect(withRo("네이버")).toBe("네이버로");
    expect(withRo("이웃")).toBe("이웃으로");
    expect(withRo("라인")).toBe("라인으로");
    expect(withRo("구글")).toBe("구글로"); // ㄹ takes 로
    expect(withRo("OIDC")).toBe("OIDC로");
  });
});

describe("startOAuth2 and takeOAuth2Return", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  async function leave(purpose: "sign-in" | "delete" = "sign-in") {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      ...window.location,
      origin: "https://app.test",
      assign,
    } as unknown as Location);
    await startOAuth2(
      {
        name: "kakao",
        displayName: "카카오",
        authUrl: "https://kauth.kakao.com/oauth/authorize?client_id=k&response_type=code",
      },
      purpose,
    );
    return new URL(assign.mock.calls[0][0] as string);
  }

  it("sends state, an S256 challenge of the kept verifier and the callback address", async () => {
    const url = await leave();
    expect(url.searchParams.get("client_id")).toBe("k");
    expect(url.searchParams.get("redirect_uri")).toBe("https://app.test/oauth2/callback");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const state = url.searchParams.get("state")!;
    const back = takeOAuth2Return(`?code=abc&state=${state}`);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(back.proof.codeVerifier));
    const challenge = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(url.searchParams.get("code_challenge")).toBe(challenge);
    expect(back).toMatchObject({
      purpose: "sign-in",
      proof: { provider: "kakao", code: "abc", redirectUrl: "https://app.test/oauth2/callback" },
    });
  });

  it("refuses an answer with another state, and any answer a second time", async () => {
    const state = (await leave()).searchParams.get("state");
    expect(takeOAuth2Return(`?code=abc&state=${state}x`)).toEqual({
      ok: false,
      purpose: null,
      cancelled: false,
    });
    expect(takeOAuth2Return(`?code=abd&state=${state}`)).toEqual({
      ok: false,
      purpose: null,
      cancelled: false,
    });
  });

  it("says the member cancelled at the provider, and why they went", async () => {
    const state = (await leave("delete")).searchParams.get("state");
    expect(takeOAuth2Return(`?error=access_denied&state=${state}`)).toEqual({
      ok: false,
      purpose: "delete",
      cancelled: true,
    });
  });
});
