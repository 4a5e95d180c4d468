/// <reference path="../pb_data/types.d.ts" />
// 카카오 and OpenID Connect sign-in (issue 27; routes: pb_hooks/oauth2/routes.js). The providers'
// keys come from the environment at every start (docs/deployment.md), never from the repository:
//   KAKAO_CLIENT_ID (REST API 키), KAKAO_CLIENT_SECRET (if Kakao's client secret is on)
//   OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_AUTH_URL, OIDC_TOKEN_URL, OIDC_USER_API_URL,
//   OIDC_DISPLAY_NAME (the button: "{name}로 시작하기"), OIDC_PKCE ("false" if it rejects PKCE)
// Without a provider's client id its settings from the admin UI are kept (like mail.pb.js's SMTP).
onAfterBootstrap(() => {
  if (!$app.dao().hasTable("_params")) return; // before the first `migrate up`
  const env = (name) => String($os.getenv(name) || "").trim();
  const settings = $app.settings();
  if (env("KAKAO_CLIENT_ID")) {
    settings.kakaoAuth.enabled = true;
    settings.kakaoAuth.clientId = env("KAKAO_CLIENT_ID");
    settings.kakaoAuth.clientSecret = env("KAKAO_CLIENT_SECRET");
  }
  if (env("OIDC_CLIENT_ID")) {
    settings.oidcAuth.enabled = true;
    settings.oidcAuth.clientId = env("OIDC_CLIENT_ID");
    settings.oidcAuth.clientSecret = env("OIDC_CLIENT_SECRET");
    settings.oidcAuth.authUrl = env("OIDC_AUTH_URL");
    settings.oidcAuth.tokenUrl = env("OIDC_TOKEN_URL");
    settings.oidcAuth.userApiUrl = env("OIDC_USER_API_URL");
    settings.oidcAuth.displayName = env("OIDC_DISPLAY_NAME") || "OIDC";
    settings.oidcAuth.pkce = env("OIDC_PKCE") !== "false";
  }
  require(`${__hooks}/core/settings.js`).save(settings); // encrypted when the server has a key
});

// A member who signed up through a provider and then set a password (비밀번호 찾기) has one now:
// the password change shows again and 회원탈퇴 asks for the password.
onRecordAfterConfirmPasswordResetRequest((e) => {
  require(`${__hooks}/core/routes.js`).gate(e.httpContext);
  if (!e.record.getString("signInWith")) return;
  e.record.set("signInWith", "");
  $app.dao().saveRecord(e.record);
}, "users");
