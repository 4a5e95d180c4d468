/// <reference path="../pb_data/types.d.ts" />
// Accounts: the signup/profile duplicate check and signup defaults.

// GET /api/accounts/availability?field=email|nickname|phone&value=...
// Answers only {available: bool} for one value, so the users collection can stay owner-only
// (no directory, no record ever returned). Rate-limited per IP against bulk probing.
routerAdd("GET", "/api/accounts/availability", (c) => {
  const RULES = {
    email: /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/,
    nickname: /^.{1,10}$/,
    phone: /^[0-9]{10,11}$/,
  };
  const field = c.queryParam("field");
  const value = (c.queryParam("value") || "").trim();
  if (!RULES[field]) throw new BadRequestError("확인할 수 없는 항목이에요.");
  if (value.length > 100 || !RULES[field].test(value)) throw new BadRequestError("형식이 올바르지 않아요.");

  // At most 120 checks per minute per IP (typing with a 300 ms debounce stays far below it, with
  // room for a carrier NAT). realIP() trusts X-Forwarded-For in 0.22, so this only slows casual probing.
  const store = $app.store();
  const minute = Math.floor(Date.now() / 60000);
  const key = `accounts-availability:${c.realIP()}`;
  const seen = store.get(key);
  const count = seen && seen.minute === minute ? seen.count + 1 : 1;
  store.set(key, { minute, count });
  if (count > 120) {
    return c.json(429, { code: 429, message: "요청이 너무 많아요. 잠시 후 다시 시도해주세요.", data: {} });
  }

  let available;
  if (field === "email") {
    // Emails are stored lower-case (see below), but older records may not be: compare without case.
    const row = new DynamicModel({ n: 0 });
    $app.dao().db().newQuery("SELECT COUNT(*) AS n FROM users WHERE LOWER(email) = LOWER({:v})").bind({ v: value }).one(row);
    available = row.n === 0;
  } else {
    available = $app.dao().isRecordValueUnique("users", field, value);
  }
  return c.json(200, { available });
});

// The spec sends emailVisibility: true on signup; we keep every email private regardless.
onRecordBeforeCreateRequest((e) => {
  if (e.httpContext.get("admin")) return;
  e.record.setEmailVisibility(false);
  e.record.setEmail(e.record.email().trim().toLowerCase());
  e.record.set("nickname", e.record.getString("nickname").trim());
}, "users");

onRecordBeforeUpdateRequest((e) => {
  if (e.httpContext.get("admin")) return;
  e.record.setEmailVisibility(false);
  e.record.set("nickname", e.record.getString("nickname").trim());
}, "users");

// 회원탈퇴: body {password}. One transaction (pb_hooks/account-delete.js); 204 when done.
routerAdd("POST", "/api/accounts/delete", (c) => require(`${__hooks}/account-delete.js`).deleteAccount(c), $apis.requireRecordAuth("users"));
