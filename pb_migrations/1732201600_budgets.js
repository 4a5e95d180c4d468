/// <reference path="../pb_data/types.d.ts" />
// Issue 25: per-member write budgets (pb_hooks/budgets.js). `budget_spend` is a plain SQLite table
// (not a collection: no records API, nothing a filter can reach): one row per write a member made,
// kept for the longest budget window. A budget is checked and spent inside one transaction (count
// the member's rows in the window, then insert one), and transactions run one at a time on the
// single write connection, so a burst of concurrent requests cannot pass a budget.
migrate(
  (db) => {
    for (const sql of [
      "CREATE TABLE IF NOT EXISTS budget_spend (member TEXT NOT NULL, kind TEXT NOT NULL, at INTEGER NOT NULL)",
      "CREATE INDEX IF NOT EXISTS idx_budget_spend ON budget_spend (member, kind, at)",
      "CREATE INDEX IF NOT EXISTS idx_budget_spend_at ON budget_spend (at)",
      `CREATE TRIGGER IF NOT EXISTS budget_spend_member_delete AFTER DELETE ON users BEGIN
         DELETE FROM budget_spend WHERE member = OLD.id;
       END`,
    ]) {
      db.newQuery(sql).execute();
    }
  },
  (db) => {
    db.newQuery("DROP TRIGGER IF EXISTS budget_spend_member_delete").execute();
    db.newQuery("DROP TABLE IF EXISTS budget_spend").execute();
  },
);
