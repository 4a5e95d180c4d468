// Account routes (pb_hooks/core/routes.js lists them). Signup and profile writes: accounts/lib.js;
// 회원탈퇴: accounts/delete.js. Docs: docs/accounts.md, docs/security.md.

// GET /api/accounts/availability?field=email|nickname|phone&value=...
// Answers only {available: bool} for one value, so the users collection can stay owner-only
// (no directory, no record ever returned). Shares one lookup budget per client address with
// signup and profile changes, whose errors tell the same thing.
function availability(c) {
  const limits = require(`${__hooks}/core/abuse-limits.js`);
  const nick = require(`${__hooks}/accounts/nickname.js`);
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
    available =
      !require(`${__hooks}/accounts/demo.js`).isReserved(value) &&
      !require(`${__hooks}/accounts/lib.js`).emailTaken(value);
  } else if (field === "nickname") {
    available = !nick.nicknameTaken($app.dao(), value, "");
  } else {
    available = $app.dao().isRecordValueUnique("users", field, value);
  }
  return c.json(200, { available });
}

// GET /api/accounts/demo -> {demo: {email, password} | null}: the 체험용 테스트 계정 the landing page
// offers, only where the operator turned the demo on and it works (accounts/demo.js).
function demoAccount(c) {
  return c.json(200, { demo: require(`${__hooks}/accounts/demo.js`).offered() });
}

// "인증 메일 다시 보내기" (/myPage): the signed-in member's own verification mail, within the
// budget of pb_hooks/core/abuse-limits.js (shared with the mail sent at signup). {status: "sent" |
// "verified"}; 429 over the budget; 503 when mail cannot be sent now.
function resendVerification(c) {
  const auth = c.get("authRecord");
  const record = $app.dao().findRecordById("users", auth.id);
  const status = require(`${__hooks}/accounts/verification.js`).send(c, record);
  if (status === "limited") {
    return require(`${__hooks}/core/abuse-limits.js`).tooMany(
      c,
      "인증 메일을 너무 자주 요청했어요. 10분 뒤에 다시 시도해주세요.",
    );
  }
  if (status === "unavailable" || status === "failed") {
    return c.json(503, {
      code: 503,
      message: "지금은 메일을 보낼 수 없어요. 잠시 후 다시 시도해주세요.",
      data: {},
    });
  }
  return c.json(200, { status });
}

module.exports = { availability, demoAccount, resendVerification };
