import { queryOptions, useQuery } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { loadPb } from "./load-pocketbase";

// Signing in with 카카오 or the operator's OpenID Connect provider (issue 27; server:
// pb_hooks/oauth2/routes.js). The phone leaves for the provider's page and comes back to
// /oauth2/callback with a code: no popup, no realtime connection. What the answer is checked
// against (state, the PKCE verifier, why we went) waits in this tab's sessionStorage.

export interface OAuth2Provider {
  name: string;
  /** 카카오, or the operator's name for the OIDC provider (e.g. 네이버). */
  displayName: string;
  /** The provider's authorization URL with client_id; state, PKCE and redirect_uri come here. */
  authUrl: string;
}

/** Why we went to the provider: to sign in, to link it to the signed-in member, to leave. */
export type OAuth2Purpose = "sign-in" | "link" | "delete";

/** The provider's answer, for the server to trade (POST /api/accounts/oauth2/*, 회원탈퇴). */
export interface OAuth2Proof {
  provider: string;
  code: string;
  codeVerifier: string;
  redirectUrl: string;
}

export type OAuth2Return =
  | { ok: true; purpose: OAuth2Purpose; proof: OAuth2Proof }
  | { ok: false; purpose: OAuth2Purpose | null; cancelled: boolean };

const PENDING_KEY = "chaekdongne-oauth2";

export const oauth2Keys = {
  all: ["oauth2"] as const,
  providers: () => [...oauth2Keys.all, "providers"] as const,
};

/** The buttons to show: none when the server has no provider configured. */
export const getOAuth2ProvidersQueryOptions = () =>
  queryOptions({
    queryKey: oauth2Keys.providers(),
    queryFn: async ({ signal }) =>
      (await loadPb())
        .send<{ providers: OAuth2Provider[] }>("/api/accounts/oauth2/providers", { signal })
        .then((r) => r.providers),
    staleTime: 5 * 60_000,
  });

export const useOAuth2Providers = () => useQuery(getOAuth2ProvidersQueryOptions());

/** 카카오 -> 카카오로, 구글 -> 구글로, 애플 -> 애플로, 깃허브 -> 깃허브로, 라인 -> 라인으로. */
export function withRo(name: string): string {
  const code = name.charCodeAt(name.length - 1) - 0xac00;
  const batchim = code >= 0 && code < 11172 ? code % 28 : 0;
  return `${name}${batchim === 0 || batchim === 8 ? "로" : "으로"}`;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const randomToken = (bytes: number) => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

export const oauth2RedirectUrl = () => `${window.location.origin}${paths.oauth2Callback}`;

/** Leaves for the provider's sign-in page (PKCE S256; state against forged answers). */
export async function startOAuth2(provider: OAuth2Provider, purpose: OAuth2Purpose) {
  const state = randomToken(24);
  const verifier = randomToken(48);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  const challenge = base64url(new Uint8Array(digest));
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ provider: provider.name, state, verifier, purpose }));
  const params = new URLSearchParams({
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
    redirect_uri: oauth2RedirectUrl(),
  });
  window.location.assign(`${provider.authUrl}&${params}`);
}

let taken: { search: string; result: OAuth2Return } | null = null;

/**
 * The provider's answer on /oauth2/callback, checked against what startOAuth2 kept. The kept
 * values are used once (a reload or a forged link finds nothing); the same search string gives the
 * same result again within this page (React may run a component's first render twice).
 */
export function takeOAuth2Return(search: string): OAuth2Return {
  if (taken?.search === search) return taken.result;
  const params = new URLSearchParams(search);
  let pending: { provider: string; state: string; verifier: string; purpose: OAuth2Purpose } | null = null;
  try {
    pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null");
  } catch {
    pending = null;
  }
  sessionStorage.removeItem(PENDING_KEY);
  const code = params.get("code");
  let result: OAuth2Return;
  if (!pending || params.get("state") !== pending.state) {
    result = { ok: false, purpose: null, cancelled: false };
  } else if (!code) {
    result = { ok: false, purpose: pending.purpose, cancelled: params.get("error") === "access_denied" };
  } else {
    result = {
      ok: true,
      purpose: pending.purpose,
      proof: {
        provider: pending.provider,
        code,
        codeVerifier: pending.verifier,
        redirectUrl: oauth2RedirectUrl(),
      },
    };
  }
  taken = { search, result };
  return result;
}
