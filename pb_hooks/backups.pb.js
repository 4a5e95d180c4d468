/// <reference path="../pb_data/types.d.ts" />
// Backups (docs/deployment.md "Backups and restores"), from the environment at every start, so the
// environment stays the source of truth (like mail.pb.js):
//   CHAEKDONGNE_BACKUP_HOUR_KST   the nightly backup's hour in Korea time, 0-23 (default 4) or "off"
//   CHAEKDONGNE_BACKUP_KEEP       nightly backups kept (default 7)
//   CHAEKDONGNE_BACKUP_S3_BUCKET, _ENDPOINT, _REGION, _ACCESS_KEY, _SECRET, _FORCE_PATH_STYLE:
//     PocketBase's own S3 backup setting (settings.backups.s3): every backup goes to that bucket,
//     off the machine. Without a bucket the admin UI's S3 setting stays.
onAfterBootstrap(() => {
  if (!$app.dao().hasTable("_params")) return; // before the first `migrate up`
  const env = (name) => String($os.getenv(name) || "").trim();
  const settings = require(`${__hooks}/core/settings.js`);
  const current = $app.settings();
  current.backups.cron = settings.backupCron(env("CHAEKDONGNE_BACKUP_HOUR_KST"));
  const keep = parseInt(env("CHAEKDONGNE_BACKUP_KEEP"), 10);
  current.backups.cronMaxKeep = keep > 0 ? keep : 7;
  if (env("CHAEKDONGNE_BACKUP_S3_BUCKET")) {
    const s3 = current.backups.s3;
    s3.enabled = true;
    s3.bucket = env("CHAEKDONGNE_BACKUP_S3_BUCKET");
    s3.endpoint = env("CHAEKDONGNE_BACKUP_S3_ENDPOINT");
    s3.region = env("CHAEKDONGNE_BACKUP_S3_REGION");
    s3.accessKey = env("CHAEKDONGNE_BACKUP_S3_ACCESS_KEY");
    s3.secret = env("CHAEKDONGNE_BACKUP_S3_SECRET");
    s3.forcePathStyle = env("CHAEKDONGNE_BACKUP_S3_FORCE_PATH_STYLE") === "true";
  }
  settings.save(current);
});
