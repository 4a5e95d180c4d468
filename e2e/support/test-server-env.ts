// Limits for servers shared by a whole test run: every request comes from 127.0.0.1, so the
// production per-address budgets (pb_hooks/core/abuse-limits.js) would throttle the suite itself, and
// some specs write hundreds of records as one member (long lists, search windows, busy chats), so
// the per-member budgets (pb_hooks/core/budgets.js) are raised too. The production defaults are tested
// on private servers: e2e/abuse-limits.spec.ts, e2e/abuse-budgets.spec.ts, e2e/report-weighting.spec.ts.
const RAISED = "100000";
export const TEST_SERVER_ENV = {
  CHAEKDONGNE_LOOKUPS_PER_10MIN: RAISED,
  CHAEKDONGNE_MEMBER_LOOKUPS_PER_10MIN: RAISED,
  CHAEKDONGNE_LOGIN_FAILURES_PER_10MIN: RAISED,
  CHAEKDONGNE_LOGIN_ACCOUNT_FAILURES_PER_HOUR: RAISED,
  CHAEKDONGNE_VERIFY_MAILS_PER_ADDRESS_10MIN: RAISED,
  CHAEKDONGNE_RESET_MAILS_PER_ADDRESS_10MIN: RAISED,
  // Every browser page of the suite reports its vitals from 127.0.0.1 (~300 rows a minute).
  CHAEKDONGNE_VITALS_PER_MINUTE: RAISED,
  CHAEKDONGNE_BUDGET_REVIEWS_PER_DAY: RAISED,
  CHAEKDONGNE_BUDGET_REVIEW_EDITS_PER_HOUR: RAISED,
  CHAEKDONGNE_BUDGET_COMMENTS_PER_HOUR: RAISED,
  CHAEKDONGNE_BUDGET_COMMENT_EDITS_PER_HOUR: RAISED,
  CHAEKDONGNE_BUDGET_MESSAGES_PER_10MIN: RAISED,
  CHAEKDONGNE_BUDGET_APPLICATIONS_PER_DAY: RAISED,
  CHAEKDONGNE_BUDGET_CLUBS_PER_DAY: RAISED,
  CHAEKDONGNE_BUDGET_REPORTS_PER_DAY: RAISED,
  CHAEKDONGNE_BUDGET_CLUB_LIKES_PER_10MIN: RAISED,
  CHAEKDONGNE_BUDGET_COMMENT_LIKES_PER_10MIN: RAISED,
  // Pushes: one member causes many to another in some specs; a chat room's next push comes
  // sooner (e2e/push.spec.ts waits for it). The defaults are tested in e2e/push-security.spec.ts.
  CHAEKDONGNE_PUSH_PER_PAIR_PER_MINUTE: RAISED,
  CHAEKDONGNE_PUSH_PER_PAIR_PER_HOUR: RAISED,
  CHAEKDONGNE_PUSH_CHAT_INTERVAL_SECONDS: "2",
  // Members made by tests are minutes old; the week-old rule is tested on a private server.
  CHAEKDONGNE_REPORTER_MIN_AGE_HOURS: "0",
};
