/// <reference path="../pb_data/types.d.ts" />
// Web Push (docs/notifications.md "Push notifications"): the sender's account, waking it, and
// forgetting a member's devices. Routes: push/routes.js; jobs: push/lib.js; payloads: push/render.js.

// The sender process (push-sender/) signs in as its own admin. Its password is made here, at every
// start where the file is missing or no longer matches, readable by the service's user only:
// CHAEKDONGNE_PUSH_ACCOUNT_FILE, else <data dir>/push/sender.json. Production keeps it outside the
// data dir (npm run prod: <data root>/run/, Docker: its own volume) so backups, which zip the data
// dir, never carry a live admin password. No operator types or stores it.
// (onBeforeServe is not offered as a JS hook in 0.22; the app's own hook list is. Migrations have
// run by then, so the admins table exists even on a first start.)
$app.onBeforeServe().add(() => {
  const file = $os.getenv("CHAEKDONGNE_PUSH_ACCOUNT_FILE") || `${$app.dataDir()}/push/sender.json`;
  const dir = file.slice(0, file.lastIndexOf("/"));
  const email = require(`${__hooks}/push/lib.js`).SENDER_EMAIL;
  let saved = null;
  try {
    const bytes = $os.readFile(file);
    let text = "";
    if (typeof bytes === "string") text = bytes;
    else for (let i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
    saved = JSON.parse(text);
  } catch (_) {
    saved = null;
  }
  let admin = null;
  try {
    admin = $app.dao().findAdminByEmail(email);
  } catch (_) {
    admin = null;
  }
  if (saved && admin && saved.email === email && admin.validatePassword(String(saved.password || ""))) return;
  const password = $security.randomString(48);
  if (!admin) {
    admin = new Admin();
    admin.email = email;
  }
  admin.setPassword(password);
  $app.dao().saveAdmin(admin);
  $os.mkdirAll(dir, 0o700);
  $os.writeFile(file, JSON.stringify({ email, password }), 0o600);
});

// A stored or grown notification (after commit): wake the sender if its recipient has a push waiting.
onModelAfterCreate((e) => {
  require(`${__hooks}/push/lib.js`).wakeFor(e.model.getString("recipient"));
}, "notifications");
onModelAfterUpdate((e) => {
  require(`${__hooks}/push/lib.js`).wakeFor(e.model.getString("recipient"));
}, "notifications");

// A changed token key (a password change or reset, 회원탈퇴) ends every session of the member: their
// devices stop getting pushes too. The app re-registers its own device after signing in again
// (src/features/push); a device whose session was ended by this cannot.
onModelAfterUpdate((e) => {
  if (e.model.originalCopy().getString("tokenKey") === e.model.getString("tokenKey")) return;
  require(`${__hooks}/push/lib.js`).forget(e.dao || $app.dao(), e.model.id);
}, "users");

// Jobs sent more than a day ago only remembered when their key last went out.
cronAdd("push-sweep", "23 * * * *", () => {
  $app
    .dao()
    .nonconcurrentDB()
    .newQuery("DELETE FROM push_jobs WHERE pending = 0 AND sentAt < {:cutoff}")
    .bind({ cutoff: Date.now() - 24 * 3600 * 1000 })
    .execute();
});
