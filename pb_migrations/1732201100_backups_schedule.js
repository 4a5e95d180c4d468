/// <reference path="../pb_data/types.d.ts" />
// Nightly PocketBase backups (a zip of pb_data: database and uploaded files) at 03:00 server time,
// keeping the 7 newest (docs/deployment.md). Change them in the admin UI (Settings → Backups).
migrate(
  (db) => {
    const dao = new Dao(db);
    const settings = dao.findSettings();
    settings.backups.cron = "0 3 * * *";
    settings.backups.cronMaxKeep = 7;
    dao.saveSettings(settings);
  },
  (db) => {
    const dao = new Dao(db);
    const settings = dao.findSettings();
    settings.backups.cron = "";
    settings.backups.cronMaxKeep = 0;
    dao.saveSettings(settings);
  },
);
