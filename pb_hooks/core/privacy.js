// Shared privacy helpers. Load inside a handler with require(`${__hooks}/core/privacy.js`):
// handlers in 0.22 cannot see top-level variables of their .pb.js file.

// What anyone may see of another member.
const PUBLIC_USER_KEYS = ["id", "collectionId", "collectionName", "nickname", "img"];
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

/** Auth routes answer with the member's own record only: no client query is accepted there. */
function refuseQuery(c) {
  if (c.get("admin")) return;
  for (const key of ["filter", "sort", "expand", "fields"]) {
    if (c.queryParam(key)) throw new BadRequestError("허용되지 않은 요청이에요.");
  }
}

module.exports = {
  authIdOf,
  isAdmin,
  sanitize,
  exportRecord,
  exportRecords,
  refuseQuery,
};
