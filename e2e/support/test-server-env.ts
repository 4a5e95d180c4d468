// Limits for servers shared by a whole test run: every request comes from 127.0.0.1, so the
// production per-address budgets (pb_hooks/abuse-limits.js) would throttle the suite itself.
export const TEST_SERVER_ENV = {
  CHAEKDONGNE_LOOKUPS_PER_10MIN: "100000",
  CHAEKDONGNE_LOGIN_FAILURES_PER_10MIN: "100000",
  CHAEKDONGNE_VERIFY_MAILS_PER_ADDRESS_10MIN: "100000",
  CHAEKDONGNE_RESET_MAILS_PER_ADDRESS_10MIN: "100000",
  // Every browser page of the suite reports its vitals from 127.0.0.1 (~300 rows a minute).
  CHAEKDONGNE_VITALS_PER_MINUTE: "100000",
};
