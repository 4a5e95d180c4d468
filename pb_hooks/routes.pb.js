/// <reference path="../pb_data/types.d.ts" />
// Deny by default for the whole HTTP surface: pb_hooks/core/routes.js is the table, this file wires it.
// Hook files load in no fixed order (PocketBase 0.22 reads them into a Go map), so no hook can rely
// on another file's hook having run first: every request hook, in every file, starts with
// core/routes.js gate() (tests/pb-hooks-gate.test.ts checks that). The hooks below are the gate alone,
// for PocketBase routes the app uses that have no other hook.

(() => {
  const routes = require(`${__hooks}/core/routes.js`);
  const who = {
    anyone: [],
    member: [$apis.requireRecordAuth("users")],
    admin: [$apis.requireAdminAuth()],
  };
  for (const route of routes.CUSTOM) {
    // The body limit first (native middleware: no JS VM held), so an oversized body is refused
    // before anything reads it. Every GET route answers HEAD too, as GET without the body
    // (core/routes.js customRouteOf).
    for (const method of route.method === "GET" ? ["GET", "HEAD"] : [route.method])
      routerAdd(
        method,
        route.path,
        (c) => require(`${__hooks}/core/routes.js`).serve(c),
        $apis.bodyLimit(route.maxBody),
        ...who[route.who],
      );
  }
  // Same method and path as PocketBase's own route: ours replaces it (PocketBase's router allows
  // overwriting), so no spelling of the path reaches PocketBase's handler.
  for (const key of routes.CLOSED) {
    const [method, path] = key.split(" ");
    routerAdd(method, path, () => {
      throw require(`${__hooks}/core/routes.js`).notFound();
    });
  }
})();

// Whatever refused the request before our hooks ran (validation, a rule, a missing token), a
// non-admin gets the same 404 for a route that is not the app's.
onBeforeApiError((e) => {
  require(`${__hooks}/core/routes.js`).maskError(e);
});

onRecordBeforeDeleteRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
});
onRecordBeforeAuthRefreshRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
});
onRecordBeforeConfirmPasswordResetRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
});
onRecordBeforeConfirmVerificationRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
});
onFileBeforeTokenRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
});
onFileDownloadRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
});
onAdminBeforeAuthWithPasswordRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
});
onAdminBeforeAuthRefreshRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
});
