/// <reference path="../pb_data/types.d.ts" />
// Where records leave the server other than through list/view responses (privacy.pb.js) and the
// app's routes, they follow the same rule of what a reader may see (pb_hooks/core/visibility.js):
// files and their thumbnails, and realtime record topics.

onFileDownloadRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/core/visibility.js`).checkFile(e);
});

onRealtimeAfterSubscribeRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  require(`${__hooks}/core/visibility.js`).checkSubscriptions(e.client);
});

// Before PocketBase broadcasts a club's change (after the save) or deletion (cached before it).
onModelBeforeUpdate((e) => {
  require(`${__hooks}/core/visibility.js`).dropUnseenTopics(e.model, e.dao || $app.dao());
}, "socialing");
onModelBeforeDelete((e) => {
  require(`${__hooks}/core/visibility.js`).dropUnseenTopics(e.model, e.dao || $app.dao());
}, "socialing");
