// Nickname rules shared by signup, profile edit and the availability route.
// Load inside a handler: require(`${__hooks}/nickname.js`).

// Characters that render as nothing or reorder text: controls, zero-width and joiners, bidi
// controls, soft hyphen, Hangul fillers, variation selectors, BOM, tag characters.
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb]|\udb40[\udc00-\udc7f\udd00-\uddef]/;

/** {value} normalized (NFC, single spaces, trimmed) or {error} in Korean. */
function normalizeNickname(raw) {
  const value = String(raw || "")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
  if (INVISIBLE.test(value))
    return { value, error: "보이지 않는 문자나 방향 제어 문자는 닉네임에 쓸 수 없어요." };
  if (!value) return { value, error: "닉네임을 입력해주세요." };
  if (Array.from(value).length > 10) return { value, error: "닉네임은 10자까지 쓸 수 있어요." };
  return { value };
}

/** True if another member already uses this nickname (compared without letter case). */
function nicknameTaken(dao, value, exceptId) {
  const row = new DynamicModel({ n: 0 });
  dao
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM users WHERE LOWER(nickname) = LOWER({:v}) AND id != {:id}")
    .bind({ v: value, id: exceptId || "" })
    .one(row);
  return row.n > 0;
}

module.exports = { normalizeNickname, nicknameTaken };
