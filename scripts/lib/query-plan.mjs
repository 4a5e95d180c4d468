// SQLite EXPLAIN QUERY PLAN checks for the notifications queries (bench:data and
// e2e/notifications-plan.spec.ts): each statement must search an idx_notifications_* index,
// search it by recipient, never scan the table or an index, never sort in a temp b-tree.
export function planProblems(plan) {
  const text = plan.join("\n");
  const problems = [];
  // SCAN = every row of the table or of an index (even "SCAN … USING INDEX"); SEARCH = a range.
  if (/\bSCAN notifications\b/.test(text)) problems.push("scans notifications");
  if (!/\bSEARCH notifications USING (COVERING )?INDEX idx_notifications_\w+ \(recipient=\?/.test(text))
    problems.push("no search of an idx_notifications_* index by recipient");
  if (/USE TEMP B-TREE/.test(text)) problems.push("sorts in a temp b-tree");
  return problems;
}
