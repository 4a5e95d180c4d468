/// <reference path="../pb_data/types.d.ts" />
// Accounts: the signup/profile duplicate check, signup defaults, nickname rules and abuse limits
// (pb_hooks/core/abuse-limits.js, pb_hooks/accounts/nickname.js). docs/security.md explains the limits.

// Every save of a users record, whatever the path (the app's routes, the admin UI, the seed,
// 회원탈퇴): the email lower-case and private, the nickname as shown and its uniqueness key.
onModelBeforeCreate((e) => {
  require(`${__hooks}/accounts/lib.js`).normalizeStored(e.model);
}, "users");
onModelBeforeUpdate((e) => {
  require(`${__hooks}/accounts/lib.js`).normalizeStored(e.model);
}, "users");

// Emails are stored lower-case: a login typed with capitals finds the member all the same. An
// unknown e-mail meets a stand-in, so PocketBase's bcrypt comparison runs for it too and the
// answer takes as long as a wrong password's (accounts/login.js).
onRecordBeforeAuthWithPasswordRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  if (!e.record && e.identity) {
    try {
      e.record = $app.dao().findAuthRecordByEmail("users", String(e.identity).trim().toLowerCase());
    } catch (_) {
      // unknown: the stand-in below
    }
  }
  if (!e.record) e.record = require(`${__hooks}/accounts/login.js`).memberStandIn(e.collection);
  // PocketBase 0.22 mails an English "Password login alert" to a member with a linked 카카오/OIDC
  // account on a password login, and fails the login when that mail cannot be sent. The app sends
  // no such mail: the alert counts as sent (in memory, for this login only).
  if (e.record) e.record.setLastLoginAlertSentAt(new DateTime());
}, "users");

// Login throttling per (email, address) and per address, counted before the password is checked
// (unknown emails alike): pb_hooks/core/abuse-limits.js.
onRecordBeforeAuthWithPasswordRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const limits = require(`${__hooks}/core/abuse-limits.js`);
  const wait = limits.loginWait(e.httpContext, e.identity);
  if (wait > 0) throw new ApiError(429, `로그인 시도가 너무 많아요. ${wait}분 뒤에 다시 시도해주세요.`, {});
}, "users");

onRecordAfterAuthWithPasswordRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/accounts/login.js`).refuseStandIn(e.record);
  require(`${__hooks}/core/abuse-limits.js`).loginSucceeded(e.httpContext, e.identity);
}, "users");

// The admins' sign-in (the admin UI; not on the public site in production) alike.
onAdminBeforeAuthWithPasswordRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  if (!e.admin) e.admin = require(`${__hooks}/accounts/login.js`).adminStandIn();
});
onAdminAfterAuthWithPasswordRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/accounts/login.js`).refuseStandIn(e.admin);
});

onAfterBootstrap(() => {
  require(`${__hooks}/accounts/login.js`).prepare();
});

// A password reset proved the mailbox: that account's login throttles start afresh.
onRecordAfterConfirmPasswordResetRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/core/abuse-limits.js`).loginReset(e.record.email());
}, "users");

// PocketBase's own request-password-reset (비밀번호 찾기, by email, no login) within its budget. The
// refusal stops the mail only: PocketBase answers the same empty 204 for every address.
onRecordBeforeRequestPasswordResetRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  if (!require(`${__hooks}/core/abuse-limits.js`).allowMail("reset", e.httpContext, e.record.id)) {
    throw new ApiError(429, "비밀번호 재설정 메일을 너무 자주 요청했어요. 10분 뒤에 다시 시도해주세요.", {});
  }
}, "users");
