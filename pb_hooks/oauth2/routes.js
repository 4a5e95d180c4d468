// Sign in with 카카오 or the operator's OpenID Connect provider (issue 27), on PocketBase 0.22's
// OAuth2 providers (settings: pb_hooks/oauth2.pb.js from the environment). Load inside a handler:
// require(`${__hooks}/oauth2/routes.js`). Docs: docs/accounts.md "카카오 로그인", docs/deployment.md.
//
// PocketBase's own OAuth2 routes stay closed (core/routes.js CLOSED): its auth-methods answers any
// spelling of the collection without a hook, and its auth-with-oauth2 links an existing account
// by a matching e-mail and creates half-made members. These routes do less, on purpose:
//   GET  /api/accounts/oauth2/providers  the configured buttons: [{name, displayName, authUrl}]
//   POST /api/accounts/oauth2/sign-in    {provider, code, codeVerifier, redirectUrl}: a linked
//        member gets a session; a new person gets a sign-up ticket (nothing stored yet); an
//        e-mail that already has an account is refused until its owner links it (below)
//   POST /api/accounts/oauth2/sign-up    {ticket, nickname, phone, birth, gender}: the member,
//        made with the same 2/2 profile as an e-mail signup, linked to the provider account
//   POST /api/accounts/oauth2/link       (member) {provider, code, ...}: links the provider
//        account to the signed-in member, who proved the account is theirs with their password
// The provider's profile (name, picture, tokens) is never stored nor answered: only its account
// id (in PocketBase's _externalAuths) and its verified e-mail as the member's own (private) e-mail.

// The app's buttons. authUrl: the provider's authorization endpoint when the settings leave it
// empty (PocketBase's own default for Kakao); scope: what to ask for (Kakao: the consent items
// set in Kakao's console; OIDC: the id and a verified e-mail).
const PROVIDERS = {
  kakao: { settings: "kakaoAuth", displayName: "카카오", authUrl: "https://kauth.kakao.com/oauth/authorize" },
  oidc: { settings: "oidcAuth", displayName: "", authUrl: "", scope: "openid email" },
};
const TICKET_MS = 30 * 60 * 1000;
const TICKET_PREFIX = "oauth2-signup:";

/** The provider's settings when it is usable, else null. */
function configOf(name) {
  const provider = PROVIDERS[name];
  if (!provider) return null;
  const config = $app.settings()[provider.settings];
  if (!config || !config.enabled || !config.clientId || !(config.authUrl || provider.authUrl)) return null;
  return config;
}

/** What the member sees the provider called: 카카오, or the operator's name for the OIDC one. */
function displayNameOf(name) {
  const config = configOf(name);
  return PROVIDERS[name].displayName || (config && config.displayName) || name;
}

/** GET /api/accounts/oauth2/providers: the buttons to show (none when nothing is configured). */
function providers(c) {
  const out = [];
  for (const name in PROVIDERS) {
    const config = configOf(name);
    if (!config) continue;
    const provider = PROVIDERS[name];
    const params = [`client_id=${encodeURIComponent(config.clientId)}`, "response_type=code"];
    if (provider.scope) params.push(`scope=${encodeURIComponent(provider.scope)}`);
    const base = config.authUrl || provider.authUrl;
    out.push({
      name,
      displayName: displayNameOf(name),
      // The app adds state, code_challenge (PKCE, S256) and redirect_uri.
      authUrl: `${base}${base.indexOf("?") >= 0 ? "&" : "?"}${params.join("&")}`,
    });
  }
  return c.json(200, { providers: out });
}

function failed(name) {
  return new BadRequestError(`${displayNameOf(name)} 로그인을 마치지 못했어요. 처음부터 다시 시도해주세요.`);
}

/**
 * Trades the authorization code for the provider's account id and verified e-mail (PocketBase's
 * form does the OAuth2 exchange; its interceptor never calls next, so nothing is created or
 * linked here). Counted in the per-address login budget; a success gives the attempt back.
 */
function exchange(c, body) {
  const limits = require(`${__hooks}/core/abuse-limits.js`);
  const name = String(body.provider || "");
  if (!configOf(name)) throw new BadRequestError("사용할 수 없는 로그인 방법이에요.");
  if (!limits.oauth2Attempt(c)) {
    throw new ApiError(429, "로그인 시도가 너무 많아요. 잠시 후 다시 시도해주세요.", {});
  }
  const form = new RecordOAuth2LoginForm($app, $app.dao().findCollectionByNameOrId("users"), null);
  form.provider = name;
  form.code = String(body.code || "");
  form.codeVerifier = String(body.codeVerifier || "");
  form.redirectUrl = String(body.redirectUrl || "");
  let account = null;
  try {
    form.submit(() => (data) => {
      const user = data.oAuth2User;
      account = {
        id: String(user.id || ""),
        email: String(user.email || "")
          .trim()
          .toLowerCase(),
      };
    });
  } catch (err) {
    $app.logger().warn("oauth2 exchange failed", "provider", name, "error", String(err));
    throw failed(name);
  }
  if (!account || !account.id) throw failed(name);
  limits.oauth2Succeeded(c);
  return { provider: name, id: account.id, email: account.email };
}

/** The _externalAuths row of this provider account, or null. */
function linkOf(account) {
  try {
    return $app.dao().findFirstExternalAuthByExpr(
      $dbx.hashExp({
        collectionId: $app.dao().findCollectionByNameOrId("users").id,
        provider: account.provider,
        providerId: account.id,
      }),
    );
  } catch (_) {
    return null;
  }
}

function saveLink(dao, memberId, account) {
  dao.saveExternalAuth({
    collectionId: dao.findCollectionByNameOrId("users").id,
    recordId: memberId,
    provider: account.provider,
    providerId: account.id,
  });
}

function emailInUse(email) {
  return require(`${__hooks}/accounts/lib.js`).emailTaken(email);
}

function isDemoAddress(email) {
  return require(`${__hooks}/accounts/demo.js`).isReserved(email);
}

function sweepTickets(store, now) {
  const all = store.getAll();
  for (const key in all) {
    if (key.indexOf(TICKET_PREFIX) === 0 && !(all[key] && all[key].until > now)) store.remove(key);
  }
}

/** POST /api/accounts/oauth2/sign-in */
function signIn(c) {
  const account = exchange(c, $apis.requestInfo(c).data || {});
  const link = linkOf(account);
  if (link) {
    const member = $app.dao().findRecordById("users", link.recordId);
    return $apis.recordAuthResponse($app, c, member, null);
  }
  // PocketBase would sign the caller in to the account with that e-mail: only its owner may link
  // it, by signing in with the password first (POST .../link).
  if (account.email && emailInUse(account.email)) {
    const message = "이 이메일로 가입한 계정이 있어요. 이메일로 로그인하면 연결할 수 있어요.";
    throw new BadRequestError(message, {
      email: new ValidationError("oauth2_email_in_use", message),
    });
  }
  // A new person: the 2/2 profile comes first; the account id waits here, not in the database.
  const store = $app.store();
  const now = Date.now();
  sweepTickets(store, now);
  const ticket = $security.randomString(40);
  store.set(`${TICKET_PREFIX}${ticket}`, Object.assign({ until: now + TICKET_MS }, account));
  return c.json(200, { signup: { ticket, provider: account.provider } });
}

/** POST /api/accounts/oauth2/sign-up: the member, as an e-mail signup makes one, and the link. */
function signUp(c) {
  const accounts = require(`${__hooks}/accounts/lib.js`);
  const limits = require(`${__hooks}/core/abuse-limits.js`);
  const data = $apis.requestInfo(c).data || {};
  const store = $app.store();
  const key = `${TICKET_PREFIX}${String(data.ticket || "")}`;
  const account = store.get(key);
  if (!data.ticket || !account || !(account.until > Date.now())) {
    store.remove(key);
    throw new BadRequestError("가입 시간이 지났어요. 처음부터 다시 시도해주세요.");
  }
  if (!limits.allowLookup(c)) {
    throw new ApiError(429, "요청이 너무 많아요. 10분 뒤에 다시 시도해주세요.", {});
  }
  const users = $app.dao().findCollectionByNameOrId("users");
  const record = new Record(users);
  const password = $security.randomString(30);
  const nickname = accounts.checkedNickname(data.nickname, "");
  $app.dao().runInTransaction((tx) => {
    const form = new RecordUpsertForm($app, record);
    form.setDao(tx);
    form.setFullManageAccess(true);
    form.loadData({
      // A demo address stays the seed's (accounts/demo.js), like one that is taken.
      email:
        account.email && !emailInUse(account.email) && !isDemoAddress(account.email) ? account.email : "",
      password,
      passwordConfirm: password,
      verified: true, // by the provider (an e-mail, if any, is one the provider verified)
      nickname,
      phone: String(data.phone || ""),
      birth: String(data.birth || ""),
      gender: String(data.gender || ""),
      signInWith: account.provider,
    });
    accounts.submitUpsert(form);
    saveLink(tx, record.id, account);
  });
  store.remove(key);
  return $apis.recordAuthResponse($app, c, record, null);
}

/** POST /api/accounts/oauth2/link (member): this provider account becomes a way into mine. */
function link(c) {
  const auth = c.get("authRecord");
  require(`${__hooks}/accounts/demo.js`).refuseTakeover(
    auth,
    "체험용 계정에는 다른 로그인 방법을 연결할 수 없어요.",
  );
  const account = exchange(c, $apis.requestInfo(c).data || {});
  const name = displayNameOf(account.provider);
  const existing = linkOf(account);
  if (existing && existing.recordId !== auth.id) {
    throw new BadRequestError(`다른 회원이 쓰고 있는 ${name} 계정이에요.`);
  }
  if (!existing) {
    try {
      saveLink($app.dao(), auth.id, account);
    } catch (_) {
      // unique (member, provider): one account per provider and member
      throw new BadRequestError(`이미 다른 ${name} 계정이 연결되어 있어요.`);
    }
  }
  return c.json(200, { linked: account.provider });
}

/** True when `account` (from exchange()) is linked to `memberId`: 회원탈퇴 by provider. */
function isLinkedTo(account, memberId) {
  const existing = linkOf(account);
  return !!existing && existing.recordId === memberId;
}

module.exports = { providers, signIn, signUp, link, exchange, isLinkedTo };
