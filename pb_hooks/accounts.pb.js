/// <reference path="../pb_data/types.d.ts" />
// Accounts: the signup/profile duplicate check, signup defaults, nickname rules and abuse limits
// (pb_hooks/abuse-limits.js, pb_hooks/nickname.js). docs/security.md explains the limits.

// GET /api/accounts/availability?field=email|nickname|phone&value=...
// Answers only {available: bool} for one value, so the users collection can stay owner-only
// (no directory, no record ever returned). Shares one lookup budget per client address with
// signup and profile changes, whose errors tell the same thing.
routerAdd("GET", "/api/accounts/availability", (c) => {
  const limits = require(`${__hooks}/abuse-limits.js`);
  const nick = require(`${__hooks}/nickname.js`);
  const RULES = {
    email: /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/,
    nickname: /^.{1,10}$/,
    phone: /^[0-9]{10,11}$/,
  };
  const field = c.queryParam("field");
  let value = (c.queryParam("value") || "").trim();
  if (!RULES[field]) throw new BadRequestError("확인할 수 없는 항목이에요.");
  if (field === "nickname") {
    const n = nick.normalizeNickname(value);
    if (n.error) throw new BadRequestError(n.error);
    value = n.value;
  }
  if (value.length > 100 || !RULES[field].test(value)) throw new BadRequestError("형식이 올바르지 않아요.");
  if (!limits.allowLookup(c))
    return limits.tooMany(c, "확인 요청이 너무 많아요. 10분 뒤에 다시 시도해주세요.");

  let available;
  if (field === "email") {
    // Emails are stored lower-case (see below), but older records may not be: compare without case.
    const row = new DynamicModel({ n: 0 });
    $app
      .dao()
      .db()
      .newQuery("SELECT COUNT(*) AS n FROM users WHERE LOWER(email) = LOWER({:v})")
      .bind({ v: value })
      .one(row);
    available = row.n === 0;
  } else if (field === "nickname") {
    available = !nick.nicknameTaken($app.dao(), value, "");
  } else {
    available = $app.dao().isRecordValueUnique("users", field, value);
  }
  return c.json(200, { available });
});

// Signup and profile writes: the records API paths of `users` (by name and by id) are answered
// by pb_hooks/accounts-lib.js, which checks fields and the lookup budget before validation.
// The spec sends emailVisibility: true on signup; every email stays private regardless.
for (const path of ["/api/collections/users/records", "/api/collections/_pb_users_auth_/records"]) {
  routerAdd("POST", path, (c) => require(`${__hooks}/accounts-lib.js`).create(c));
  routerAdd("PATCH", `${path}/:id`, (c) => require(`${__hooks}/accounts-lib.js`).update(c));
}

// Login throttling, counted before the password is checked (unknown emails alike).
onRecordBeforeAuthWithPasswordRequest((e) => {
  const limits = require(`${__hooks}/abuse-limits.js`);
  const wait = limits.loginWait(e.httpContext, e.identity);
  if (wait > 0) throw new ApiError(429, `로그인 시도가 너무 많아요. ${wait}분 뒤에 다시 시도해주세요.`, {});
}, "users");

onRecordAfterAuthWithPasswordRequest((e) => {
  require(`${__hooks}/abuse-limits.js`).loginSucceeded(e.httpContext, e.identity);
}, "users");

// 회원탈퇴: body {password}. One transaction (pb_hooks/account-delete.js); 204 when done.
routerAdd(
  "POST",
  "/api/accounts/delete",
  (c) => require(`${__hooks}/account-delete.js`).deleteAccount(c),
  $apis.requireRecordAuth("users"),
);

// "인증 메일 다시 보내기" (/myPage): the signed-in member's own verification mail, within the
// budget of pb_hooks/abuse-limits.js (shared with the mail sent at signup). {status: "sent" |
// "verified"}; 429 over the budget; 503 when mail cannot be sent now.
routerAdd(
  "POST",
  "/api/accounts/verification",
  (c) => {
    const auth = c.get("authRecord");
    const record = $app.dao().findRecordById("users", auth.id);
    const status = require(`${__hooks}/verification-lib.js`).send(c, record);
    if (status === "limited") {
      return require(`${__hooks}/abuse-limits.js`).tooMany(
        c,
        "인증 메일을 너무 자주 요청했어요. 10분 뒤에 다시 시도해주세요.",
      );
    }
    if (status === "unavailable" || status === "failed") {
      return c.json(503, {
        code: 503,
        message: "지금은 메일을 보낼 수 없어요. 잠시 뒤에 다시 시도해주세요.",
        data: {},
      });
    }
    return c.json(200, { status });
  },
  $apis.requireRecordAuth("users"),
);

// PocketBase's own request-verification endpoint (by email, no login) spends the same budget.
onRecordBeforeRequestVerificationRequest((e) => {
  if (!require(`${__hooks}/abuse-limits.js`).allowMail("verify", e.httpContext, e.record.id)) {
    throw new ApiError(429, "인증 메일을 너무 자주 요청했어요. 10분 뒤에 다시 시도해주세요.", {});
  }
}, "users");

// PocketBase's own request-password-reset (비밀번호 찾기, by email, no login) within its budget. The
// refusal stops the mail only: PocketBase answers the same empty 204 for every address.
onRecordBeforeRequestPasswordResetRequest((e) => {
  if (!require(`${__hooks}/abuse-limits.js`).allowMail("reset", e.httpContext, e.record.id)) {
    throw new ApiError(429, "비밀번호 재설정 메일을 너무 자주 요청했어요. 10분 뒤에 다시 시도해주세요.", {});
  }
}, "users");
