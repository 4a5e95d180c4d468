// PocketBase's settings as the hooks change them (mail, sign-in providers, backups). Load inside a
// handler: require(`${__hooks}/core/settings.js`).

/**
 * Saves the settings encrypted with the key of --encryptionEnv when the server runs with one
 * (CHAEKDONGNE_SETTINGS_KEY in production, docs/deployment.md "What a backup holds"): without the
 * key argument PocketBase would store them in clear again, secrets included.
 */
function save(settings) {
  const name = $app.encryptionEnv();
  $app.dao().saveSettings(settings, name ? String($os.getenv(name) || "") : "");
}

/**
 * The nightly backup's cron for an hour in Korea time ("4" -> "0 19 * * *"). PocketBase 0.22 runs
 * its backup cron in UTC whatever the server's time zone (core/base_backup.go), and Korea keeps
 * UTC+9 all year. "off" turns it off; anything else than 0-23 keeps the default hour, 04:00.
 */
function backupCron(hourKst) {
  const raw = String(hourKst || "")
    .trim()
    .toLowerCase();
  if (raw === "off") return "";
  const hour = /^\d{1,2}$/.test(raw) && Number(raw) <= 23 ? Number(raw) : 4;
  return `0 ${(hour + 15) % 24} * * *`;
}

module.exports = { save, backupCron };
