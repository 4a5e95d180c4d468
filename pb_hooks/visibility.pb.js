/// <reference path="../pb_data/types.d.ts" />
// Where records leave the server other than through list/view responses (privacy.pb.js) and the
// app's routes, they follow the same rule of what a reader may see (pb_hooks/visibility.js):
// files and their thumbnails, and realtime record topics.

onFileDownloadRequest((e) => {
  require(`${__hooks}/routes.js`).gate(e.httpContext);
  require(`${__hooks}/visibility.js`).checkFile(e);
});

onRealtimeAfterSubscribeRequest((e) => {
  require(`${__hooks}/routes.js`).gate(e.httpContext);
  require(`${__hooks}/visibility.js`).checkSubscriptions(e.client);
});

// Before PocketBase broadcasts a club's change (after the save) or deletion (cached before it).
onModelBeforeUpdate((e) => {
  require(`${__hooks}/visibility.js`).dropUnseenTopics(e.model, e.dao || $app.dao());
}, "socialing");
onModelBeforeDelete((e) => {
  require(`${__hooks}/visibility.js`).dropUnseenTopics(e.model, e.dao || $app.dao());
}, "socialing");
