// Shared privacy helpers. Load inside a handler with require(`${__hooks}/privacy.js`):
// handlers in 0.22 cannot see top-level variables of their .pb.js file.

// What anyone may see of another member.
const PUBLIC_USER_KEYS = ["id", "collectionId", "collectionName", "nickname", "img"];
// Field names a non-admin may not filter or sort by (they would act as an oracle). ".answer" is
// an applicant's answer text, reachable as answer.answer or socialingQueryAnswer_via_socialing.answer.
const PRIVATE_FIELD_PATTERN =
  /\b(phone|birth|gender|email|emailVisibility|username|verified|tokenKey|passwordHash|lastResetSentAt|lastVerificationSentAt)\b|\.answer\b/i;
// Quoted literals are values, not field names: a search for the book "Gender Trouble" stays allowed.
const STRING_LITERAL = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g;

function authIdOf(c) {
  const auth = c && c.get("authRecord");
  return auth ? auth.id : "";
}

function isAdmin(c) {
  return !!(c && c.get("admin"));
}

/** Strips every users record that is not the caller's down to its public card, at any depth. */
function sanitize(value, authId) {
  if (Array.isArray(value)) return value.map((v) => sanitize(v, authId));
  if (!value || typeof value !== "object") return value;
  if (value.collectionName === "users" && value.id !== authId) {
    const out = {};
    for (const k of PUBLIC_USER_KEYS) if (k in value) out[k] = value[k];
    return out;
  }
  if (value.expand && typeof value.expand === "object") {
    const expand = {};
    for (const k of Object.keys(value.expand)) expand[k] = sanitize(value.expand[k], authId);
    value.expand = expand;
  }
  return value;
}

/** Record (with its expand) -> plain object safe to send to authId. */
function exportRecord(record, authId) {
  return sanitize(JSON.parse(JSON.stringify(record)), authId);
}

function exportRecords(records, authId) {
  const out = [];
  for (let i = 0; i < records.length; i++) out.push(exportRecord(records[i], authId));
  return out;
}

function mentionsPrivateField(text) {
  return PRIVATE_FIELD_PATTERN.test(String(text || "").replace(STRING_LITERAL, "''"));
}

function decodeQueryPart(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch (_) {
    return text;
  }
}

/**
 * A realtime subscription "topic?options={json}" whose options name a private field. Checked
 * strictly (no literal stripping) on the decoded topic and on every string inside the parsed
 * options JSON, since JSON escapes such as \u0070hone would otherwise hide the name.
 */
function subscriptionMentionsPrivateField(subscription) {
  const raw = String(subscription || "");
  if (PRIVATE_FIELD_PATTERN.test(decodeQueryPart(raw))) return true;
  const query = raw.indexOf("?") >= 0 ? raw.slice(raw.indexOf("?") + 1) : "";
  const strings = [];
  const collect = (v) => {
    if (typeof v === "string") strings.push(v);
    else if (v && typeof v === "object") Object.keys(v).forEach((k) => (strings.push(k), collect(v[k])));
  };
  for (const pair of query.split("&")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || decodeQueryPart(pair.slice(0, eq)) !== "options") continue;
    try {
      collect(JSON.parse(decodeQueryPart(pair.slice(eq + 1))));
    } catch (_) {
      // unparseable options are ignored by the server too
    }
  }
  return strings.some((t) => PRIVATE_FIELD_PATTERN.test(t));
}

// Realtime payloads are []byte; these convert UTF-8 bytes <-> JS strings.
function bytesToString(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 4096) {
    binary += String.fromCharCode.apply(null, Array.prototype.slice.call(bytes, i, i + 4096));
  }
  return decodeURIComponent(escape(binary));
}

function stringToBytes(text) {
  const binary = unescape(encodeURIComponent(text));
  const out = new Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

module.exports = {
  authIdOf,
  isAdmin,
  sanitize,
  exportRecord,
  exportRecords,
  mentionsPrivateField,
  subscriptionMentionsPrivateField,
  bytesToString,
  stringToBytes,
};
