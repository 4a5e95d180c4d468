// The demo accounts (seed/data.mjs; docs/accounts.md "Demo accounts"). Load inside a handler:
// require(`${__hooks}/accounts/demo.js`).
//
// The landing page offers the first one (체험용 테스트 계정) only when GET /api/accounts/demo says
// so: the operator turned the demo on (CHAEKDONGNE_DEMO=1: `npm run dev`, the e2e servers, a
// demo deployment) AND the account exists AND the published password still signs in to it.
// Production shows nothing. Whatever the switch, nobody but an admin (the seed) may register a
// demo address, and nobody but an admin may take a demo account over (password, link, 회원탈퇴).

// tests/demo-accounts.test.ts keeps these equal to seed/data.mjs.
const DEMO_EMAILS = ["test1@chaekdongne.kr", "test2@chaekdongne.kr", "test3@chaekdongne.kr"];
const DEMO_PASSWORD = "test1234!";
const RESERVED_MESSAGE = "체험용 계정의 주소라서 쓸 수 없어요.";
const CHECKED = "chaekdongne.demoPasswordChecked";

/** True for a demo address, however it is typed (case, spaces). */
function isReserved(email) {
  return (
    DEMO_EMAILS.indexOf(
      String(email || "")
        .trim()
        .toLowerCase(),
    ) >= 0
  );
}

/** Throws the Korean 400 (an e-mail field error) for a demo address. */
function refuseReserved(email) {
  if (isReserved(email))
    throw new BadRequestError(RESERVED_MESSAGE, {
      email: new ValidationError("validation_reserved_email", RESERVED_MESSAGE),
    });
}

/** A member's change that would take a demo account over: refused (admins are never asked). */
function refuseTakeover(record, message) {
  if (record && isReserved(record.email())) throw new BadRequestError(message);
}

/** {email, password} of the demo account to offer, or null (see the top of this file). */
function offered() {
  if ($os.getenv("CHAEKDONGNE_DEMO") !== "1") return null;
  let record;
  try {
    record = $app.dao().findAuthRecordByEmail("users", DEMO_EMAILS[0]);
  } catch (_) {
    return null;
  }
  // One bcrypt comparison per password hash (the answer is kept until the hash changes).
  const hash = record.getString("passwordHash");
  const store = $app.store();
  const checked = store.get(CHECKED);
  let works;
  if (checked && checked.hash === hash) works = checked.works;
  else {
    works = record.validatePassword(DEMO_PASSWORD);
    store.set(CHECKED, { hash, works });
  }
  return works ? { email: DEMO_EMAILS[0], password: DEMO_PASSWORD } : null;
}

module.exports = { DEMO_EMAILS, DEMO_PASSWORD, isReserved, refuseReserved, refuseTakeover, offered };
