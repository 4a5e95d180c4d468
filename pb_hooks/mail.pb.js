/// <reference path="../pb_data/types.d.ts" />
// E-mail: SMTP settings from the environment (docs/deployment.md) and the Korean text of the
// account e-mails. Applied at every start, so the environment stays the source of truth:
//   APP_URL (the site, used in links), SMTP_HOST, SMTP_PORT, SMTP_USERNAME, SMTP_PASSWORD,
//   SMTP_TLS ("true" for implicit TLS), MAIL_SENDER_ADDRESS, MAIL_SENDER_NAME.
// Without SMTP_HOST the SMTP settings made in the admin UI are kept.
onAfterBootstrap(() => {
  // Also runs before the first `migrate up` has made the settings table: nothing to do yet.
  if (!$app.dao().hasTable("_params")) return;
  const env = (name) => $os.getenv(name);
  const settings = $app.settings();
  settings.meta.appName = "책동네";
  if (env("APP_URL")) settings.meta.appUrl = env("APP_URL").replace(/\/$/, "");
  settings.meta.senderName = env("MAIL_SENDER_NAME") || "책동네";
  if (env("MAIL_SENDER_ADDRESS")) settings.meta.senderAddress = env("MAIL_SENDER_ADDRESS");
  if (env("SMTP_HOST")) {
    settings.smtp.enabled = true;
    settings.smtp.host = env("SMTP_HOST");
    settings.smtp.port = parseInt(env("SMTP_PORT") || "587", 10);
    settings.smtp.username = env("SMTP_USERNAME");
    settings.smtp.password = env("SMTP_PASSWORD");
    settings.smtp.tls = env("SMTP_TLS") === "true";
  }
  // The link opens the app's own page (src/app/routes/reset-password-confirm.tsx), not the admin UI.
  const reset = settings.meta.resetPasswordTemplate;
  reset.subject = "[책동네] 비밀번호를 다시 설정해주세요";
  reset.actionUrl = "{APP_URL}/resetPassword/{TOKEN}";
  reset.body =
    "<p>안녕하세요, 책동네예요.</p>" +
    "<p>비밀번호 재설정을 요청하셨어요. 아래 버튼을 눌러 새 비밀번호를 정해주세요. 링크는 30분 동안 쓸 수 있어요.</p>" +
    '<p><a class="btn" href="{ACTION_URL}" target="_blank" rel="noopener">새 비밀번호 정하기</a></p>' +
    "<p>요청하지 않으셨다면 이 메일은 무시해주세요. 비밀번호는 바뀌지 않아요.</p>" +
    "<p>책동네 드림</p>";
  settings.meta.resetPasswordTemplate = reset;
  settings.recordPasswordResetToken.duration = 1800;
  // Email verification (pb_hooks/accounts/verification.js sends it after signup and on request); the
  // link opens src/app/routes/verify-email.tsx. Nothing in the app waits for it.
  const verify = settings.meta.verificationTemplate;
  verify.subject = "[책동네] 이메일 주소를 인증해주세요";
  verify.actionUrl = "{APP_URL}/verifyEmail/{TOKEN}";
  verify.body =
    "<p>안녕하세요, 책동네예요. 가입해주셔서 고마워요.</p>" +
    "<p>아래 버튼을 누르면 이 이메일 주소가 내 주소라는 게 확인돼요. 링크는 7일 동안 쓸 수 있어요.</p>" +
    '<p><a class="btn" href="{ACTION_URL}" target="_blank" rel="noopener">이메일 인증하기</a></p>' +
    "<p>가입하지 않으셨다면 이 메일은 무시해주세요.</p>" +
    "<p>책동네 드림</p>";
  settings.meta.verificationTemplate = verify;
  settings.recordVerificationToken.duration = 7 * 24 * 3600;
  require(`${__hooks}/core/settings.js`).save(settings); // encrypted when the server has a key
});

// The two account mails above are the only mails the server sends, each within its budget
// (core/abuse-limits.js allowMail, checked where the request comes in). The routes that would send
// the others (e-mail change, admin password reset) are closed (core/routes.js CLOSED); should anything
// still reach them, nothing leaves.
onMailerBeforeRecordChangeEmailSend(() => {
  throw new BadRequestError("이메일 주소는 바꿀 수 없어요.");
});
onMailerBeforeAdminResetPasswordSend(() => {
  throw new BadRequestError("관리자 비밀번호는 서버에서 바꿔주세요.");
});
