/// <reference path="../pb_data/types.d.ts" />
// A member's sessions end when their token key changes: PocketBase renews it on a password change
// or reset, and 회원탈퇴 renews it (pb_hooks/accounts/delete.js). Every token issued before is dead
// from then on, and so is every realtime connection opened with one: without this, PocketBase
// keeps such a connection subscribed (it only swaps in the updated record). The connection is
// unregistered: nothing more reaches it, and it cannot subscribe again (404). The app's own
// session signs in again and opens a new connection (src/features/profile/api/change-password.ts).
onModelAfterUpdate((e) => {
  if (e.model.originalCopy().getString("tokenKey") === e.model.getString("tokenKey")) return;
  const broker = $app.subscriptionsBroker();
  const clients = broker.clients();
  for (const id in clients) {
    const auth = clients[id].get("authRecord");
    if (auth && auth.id === e.model.id) broker.unregister(id);
  }
}, "users");
