// PocketBase's auth token lifetime: settings.recordAuthToken.duration (14 days by default, not
// changed by our migrations). The start-up check reads a token's age from its expiry against it
// (src/lib/session-check.ts); e2e/request-count.spec.ts fails if the server's setting differs.
export const TOKEN_LIFETIME_MS = 14 * 24 * 3_600_000;
