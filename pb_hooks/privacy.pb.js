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
  const c = e.httpContext;
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(c)) return;
  const authId = p.authIdOf(c);
  // PocketBase has run the query already, but nothing of it leaves unless the shape is allowed
  // (there is no hook before the query in 0.22; the same refusal for every value).
  require(`${__hooks}/core/query-shapes.js`).checkList(c, e.collection.name, authId);
  // No list carries a review body: its excerpt stands in before anything reads it (issue 25).
  require(`${__hooks}/reviews/body.js`).forList(e.collection.name, e.records);
  // The list rules left out what this caller may not see, in PocketBase's own query, page and total
  // (core/visibility.js); what stays in place (chat messages) is emptied and derived values are
  // filled here, on the page only. Other members come as public cards (core/privacy.js). Everything
  // stays a Go record: PocketBase serialises the answer as it would its own.
  const vis = require(`${__hooks}/core/visibility.js`);
  const v = vis.viewerOf(c);
  const shown = vis.records(e.collection.name, e.records, v, "list");
  e.result.items = p.expandPublic(c, shown, e.collection.name, authId, v);
  require(`${__hooks}/core/list-totals.js`).fill(e, v); // this handler answers, so totals are filled here
  return c.json(200, e.result);
});

onRecordViewRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const c = e.httpContext;
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(c)) return;
  const authId = p.authIdOf(c);
  require(`${__hooks}/core/query-shapes.js`).checkView(c, e.collection.name, authId);
  // The view rules left out what reports hid; the author against this caller's blocks, here.
  const vis = require(`${__hooks}/core/visibility.js`);
  const v = vis.viewerOf(c);
  const shown = vis.one(e.collection.name, e.record, v, "view");
  if (!shown) throw new NotFoundError();
  return c.json(200, p.expandPublic(c, [shown], e.collection.name, authId, v)[0]);
});

// Before the write: allowed fields only, one value per single field, allowed response shape.
onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/core/query-shapes.js`).checkWriteRequest(e, "create");
});

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/core/query-shapes.js`).checkWriteRequest(e, "update");
});

onRecordAfterCreateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(e.httpContext) || e.httpContext.response().committed) return;
  // A signup response belongs to the new member.
  const authId = p.authIdOf(e.httpContext) || (e.collection.name === "users" ? e.record.id : "");
  return e.httpContext.json(200, p.publicRecord(e.record, authId));
});

onRecordAfterUpdateRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const p = require(`${__hooks}/core/privacy.js`);
  if (p.isAdmin(e.httpContext) || e.httpContext.response().committed) return;
  return e.httpContext.json(200, p.publicRecord(e.record, p.authIdOf(e.httpContext)));
});

// Auth responses: the member's own record, never expanded (no query shape is accepted there).
onRecordAuthRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  const p = require(`${__hooks}/core/privacy.js`);
  p.refuseQuery(e.httpContext);
  e.record.ignoreEmailVisibility(true); // the member sees their own email
  const body = { token: e.token, record: p.publicRecord(e.record, e.record.id) };
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
