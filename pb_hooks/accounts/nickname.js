// Nickname rules shared by signup, profile edit, the availability route and every save of a users
// record (accounts.pb.js). Load inside a handler: require(`${__hooks}/accounts/nickname.js`).
//
// Two forms: the nickname as shown (NFC, single spaces, trimmed: what the member typed) and its
// key (nicknameKey below), on which uniqueness is decided, so that names a reader cannot tell apart
// are one name: letter case, full-width and other compatibility forms, Latin look-alikes from
// Cyrillic and Greek. Characters that render as nothing or reorder text are refused outright.

// Controls, zero-width and joiners, bidi controls, soft hyphen, Hangul fillers, combining grapheme
// joiner, Mongolian/Khmer invisibles, variation selectors, BOM, specials, tag characters.
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb]|\udb40[\udc00-\udc7f\udd00-\uddef]/;

// Letters that look like Latin ones (after case folding): Cyrillic and Greek lower case.
const LOOK_ALIKES = {
  "\u0430": "a",
  "\u0432": "b",
  "\u0435": "e",
  "\u0451": "e",
  "\u043a": "k",
  "\u043c": "m",
  "\u043d": "h",
  "\u043e": "o",
  "\u0440": "p",
  "\u0441": "c",
  "\u0442": "t",
  "\u0443": "y",
  "\u0445": "x",
  "\u0455": "s",
  "\u0456": "i",
  "\u0457": "i",
  "\u0458": "j",
  "\u04cf": "l",
  "\u0501": "d",
  "\u051b": "q",
  "\u051d": "w",
  "\u03b1": "a",
  "\u03b2": "b",
  "\u03b5": "e",
  "\u03b9": "i",
  "\u03ba": "k",
  "\u03bd": "v",
  "\u03bf": "o",
  "\u03c1": "p",
  "\u03c4": "t",
  "\u03c5": "u",
  "\u03c7": "x",
  "\u03f2": "c",
  "\u03f3": "j",
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join("")}]`, "g");

/** {value} as shown (NFC, single spaces, trimmed) or {error} in Korean. */
function normalizeNickname(raw) {
  const nfc = String(raw || "").normalize("NFC");
  // Before spaces are folded: JavaScript's \s counts U+FEFF as a space.
  if (INVISIBLE.test(nfc))
    return { value: nfc, error: "보이지 않는 문자나 방향 제어 문자는 닉네임에 쓸 수 없어요." };
  const value = nfc.replace(/\s+/g, " ").trim();
  if (!value) return { value, error: "닉네임을 입력해주세요." };
  if (Array.from(value).length > 10) return { value, error: "닉네임은 10자까지 쓸 수 있어요." };
  return { value };
}

/** The form two nicknames are compared on: NFKC, full case folding, look-alikes mapped. */
function nicknameKey(value) {
  return String(value || "")
    .normalize("NFKC")
    .toUpperCase()
    .toLowerCase()
    .replace(LOOK_ALIKE, (ch) => LOOK_ALIKES[ch])
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Members saved before nicknameKey existed (migration 1732201400) get theirs on the first check
 * after a start: a migration cannot load this file, and bootstrap hooks run before migrations.
 */
function fillMissingKeys() {
  const store = $app.store();
  if (store.get("nickname-keys-filled")) return;
  const rows = arrayOf(new DynamicModel({ id: "", nickname: "" }));
  $app
    .dao()
    .db()
    .newQuery("SELECT id, nickname FROM users WHERE nicknameKey = '' AND nickname != ''")
    .all(rows);
  for (const row of rows) {
    try {
      $app
        .dao()
        .nonconcurrentDB()
        .newQuery("UPDATE users SET nicknameKey = {:k} WHERE id = {:id}")
        .bind({ k: nicknameKey(row.nickname), id: row.id })
        .execute();
    } catch (err) {
      // Two older members whose nicknames read the same: the first keeps the key.
      $app.logger().warn("nickname key taken", "user", row.id, "error", String(err));
    }
  }
  store.set("nickname-keys-filled", true);
}

/** True if another member already uses this nickname or one that reads the same. */
function nicknameTaken(dao, value, exceptId) {
  fillMissingKeys();
  const row = new DynamicModel({ n: 0 });
  dao
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM users WHERE nicknameKey = {:k} AND id != {:id}")
    .bind({ k: nicknameKey(value), id: exceptId || "" })
    .one(row);
  return row.n > 0;
}

module.exports = { normalizeNickname, nicknameKey, nicknameTaken };
