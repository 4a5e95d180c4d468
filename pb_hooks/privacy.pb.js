/// <reference path="../pb_data/types.d.ts" />
// Keeps other members' email, phone, birth and gender out of every response:
// list, view, create/update responses, auth responses, realtime, and filter/sort oracles.

const COLLECTIONS = ["users", "genres", "socialing", "chattingRoom", "socialingQueryAnswer", "bookReview", "comments", "message"];

onRecordsListRequest((e) => {
  const p = require(`${__hooks}/privacy.js`);
  if (p.isAdmin(e.httpContext)) return;
  $apis.enrichRecords(e.httpContext, $app.dao(), e.records);
  e.result.items = p.exportRecords(e.records, p.authIdOf(e.httpContext));
  require(`${__hooks}/list-totals.js`).fill(e); // this handler answers, so totals are filled here
  return e.httpContext.json(200, e.result);
}, ...COLLECTIONS);

onRecordViewRequest((e) => {
  const p = require(`${__hooks}/privacy.js`);
  if (p.isAdmin(e.httpContext)) return;
  $apis.enrichRecord(e.httpContext, $app.dao(), e.record);
  return e.httpContext.json(200, p.exportRecord(e.record, p.authIdOf(e.httpContext)));
}, ...COLLECTIONS);

onRecordAfterCreateRequest((e) => {
  const p = require(`${__hooks}/privacy.js`);
  if (p.isAdmin(e.httpContext) || e.httpContext.response().committed) return;
  // A signup response belongs to the new member.
  const authId = p.authIdOf(e.httpContext) || (e.collection.name === "users" ? e.record.id : "");
  return e.httpContext.json(200, p.exportRecord(e.record, authId));
}, ...COLLECTIONS);

onRecordAfterUpdateRequest((e) => {
  const p = require(`${__hooks}/privacy.js`);
  if (p.isAdmin(e.httpContext) || e.httpContext.response().committed) return;
  return e.httpContext.json(200, p.exportRecord(e.record, p.authIdOf(e.httpContext)));
}, ...COLLECTIONS);

onRecordAuthRequest((e) => {
  const p = require(`${__hooks}/privacy.js`);
  e.record.ignoreEmailVisibility(true); // the member sees their own email; ?expand is not served here
  const body = { token: e.token, record: p.exportRecord(e.record, e.record.id) };
  if (e.meta) body.meta = e.meta;
  return e.httpContext.json(200, body);
}, "users");

routerUse((next) => (c) => {
  const p = require(`${__hooks}/privacy.js`);
  if (!p.isAdmin(c)) {
    const q = `${c.queryParam("filter") || ""} ${c.queryParam("sort") || ""}`;
    if (p.mentionsPrivateField(q)) throw new BadRequestError("비공개 항목으로는 검색하거나 정렬할 수 없어요.");
  }
  return next(c);
});

onRealtimeBeforeSubscribeRequest((e) => {
  const p = require(`${__hooks}/privacy.js`);
  if (p.isAdmin(e.httpContext)) return;
  for (let i = 0; i < e.subscriptions.length; i++) {
    if (p.subscriptionMentionsPrivateField(e.subscriptions[i])) {
      throw new BadRequestError("비공개 항목으로는 구독 조건을 걸 수 없어요.");
    }
  }
});

onRealtimeBeforeMessageSend((e) => {
  if (!e.message || !e.message.data || !e.message.data.length) return;
  const p = require(`${__hooks}/privacy.js`);
  if (e.client.get("admin")) return;
  const auth = e.client.get("authRecord");
  let payload;
  try {
    payload = JSON.parse(p.bytesToString(e.message.data));
  } catch (_) {
    return; // PB_CONNECT and other non-JSON messages
  }
  if (!payload || !payload.record) return;
  payload.record = p.sanitize(payload.record, auth ? auth.id : "");
  e.message.data = p.stringToBytes(JSON.stringify(payload));
});
