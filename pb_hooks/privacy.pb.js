/// <reference path="../pb_data/types.d.ts" />
// Privacy by construction (docs/security.md):
// 1. Deny by default: list/view/create/update and realtime subscriptions from non-admins are
//    accepted only in the app's own shapes (pb_hooks/core/query-shapes.js); a collection that is not
//    listed there cannot be read at all. No registered hook means every collection, present and
//    future, goes through these checks.
// 2. Responses carry other members as their public card only (id, nickname, img).
// There is deliberately no global router middleware: a JS middleware holds a JS VM for as long as
// the request runs, i.e. for every open realtime connection (bench:chat: 682 MB at 1,000).

onRecordsListRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(e.httpContext)) return;
  const authId = p.authIdOf(e.httpContext);
  // PocketBase has run the query already, but nothing of it leaves unless the shape is allowed
  // (there is no hook before the query in 0.22; the same refusal for every value).
  require(`${__hooks}/core/query-shapes.js`).checkList(e.httpContext, e.collection.name, authId);
  // No list carries a review body: its excerpt stands in before anything reads it (issue 25).
  require(`${__hooks}/reviews/body.js`).forList(e.collection.name, e.records);
  $apis.enrichRecords(e.httpContext, $app.dao(), e.records);
  // What this caller may see of each record, and of everything derived from it (core/visibility.js).
  const vis = require(`${__hooks}/core/visibility.js`);
  e.result.items = vis.apply(e.collection.name, p.exportRecords(e.records, authId), vis.viewer(authId));
  require(`${__hooks}/core/list-totals.js`).fill(e); // this handler answers, so totals are filled here
  return e.httpContext.json(200, e.result);
});

onRecordViewRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(e.httpContext)) return;
  const authId = p.authIdOf(e.httpContext);
  require(`${__hooks}/core/query-shapes.js`).checkView(e.httpContext, e.collection.name, authId);
  $apis.enrichRecord(e.httpContext, $app.dao(), e.record);
  const vis = require(`${__hooks}/core/visibility.js`);
  const visible = vis.applyOne(e.collection.name, p.exportRecord(e.record, authId), vis.viewer(authId));
  if (!visible) throw new NotFoundError();
  return e.httpContext.json(200, visible);
});

// Before the write: allowed fields only, one value per single field, allowed response shape.
onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(e.httpContext)) return;
  const data = $apis.requestInfo(e.httpContext).data || {};
  require(`${__hooks}/core/query-shapes.js`).checkWrite(
    e.httpContext,
    e.collection,
    "create",
    data,
    p.authIdOf(e.httpContext),
  );
});

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(e.httpContext)) return;
  const data = $apis.requestInfo(e.httpContext).data || {};
  require(`${__hooks}/core/query-shapes.js`).checkWrite(
    e.httpContext,
    e.collection,
    "update",
    data,
    p.authIdOf(e.httpContext),
  );
});

onRecordAfterCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(e.httpContext) || e.httpContext.response().committed) return;
  // A signup response belongs to the new member.
  const authId = p.authIdOf(e.httpContext) || (e.collection.name === "users" ? e.record.id : "");
  return e.httpContext.json(200, p.exportRecord(e.record, authId));
});

onRecordAfterUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(e.httpContext) || e.httpContext.response().committed) return;
  return e.httpContext.json(200, p.exportRecord(e.record, p.authIdOf(e.httpContext)));
});

// Auth responses: the member's own record, never expanded (no query shape is accepted there).
onRecordAuthRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const p = require(`${__hooks}/core/privacy.js`);
  p.refuseQuery(e.httpContext);
  e.record.ignoreEmailVisibility(true); // the member sees their own email
  const body = { token: e.token, record: p.exportRecord(e.record, e.record.id) };
  if (e.meta) body.meta = e.meta;
  return e.httpContext.json(200, body);
});

// Realtime: only the app's own topics and options. No payload rewrite is needed: none of these
// topics carries a member record (no `users` topic, no expand), and rules pick the recipients.
onRealtimeBeforeSubscribeRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(e.httpContext)) return;
  const shapes = require(`${__hooks}/core/query-shapes.js`);
  const authId = p.authIdOf(e.httpContext);
  for (let i = 0; i < e.subscriptions.length; i++) {
    if (!shapes.subscriptionAllowed(e.subscriptions[i], authId)) {
      throw new BadRequestError("허용되지 않은 실시간 구독이에요.");
    }
  }
});
