// Email verification mails. Load inside a handler: require(`${__hooks}/accounts/verification.js`).
// Verification helps (a member can be reached, a typo shows) but never gates anything in the app.

/** Sends the Korean verification mail (pb_hooks/mail.pb.js) to `record` within the budget. */
function send(c, record) {
  const limits = require(`${__hooks}/core/abuse-limits.js`);
  if (record.verified()) return "verified";
  // No SMTP configured (e.g. a local stack without mail): PocketBase would try sendmail.
  if (!$app.settings().smtp.enabled) return "unavailable";
  if (!limits.allowMail("verify", c, record.id)) return "limited";
  try {
    $mails.sendRecordVerification($app, record);
    return "sent";
  } catch (err) {
    $app.logger().error("verification mail failed", "user", record.id, "error", String(err));
    return "failed";
  }
}

module.exports = { send };
