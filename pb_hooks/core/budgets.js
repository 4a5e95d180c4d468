// Per-member write budgets (issue 25). Load inside a handler: require(`${__hooks}/core/budgets.js`).
// docs/security.md "Abuse budgets" has the table and the reason for every number.
//
// Exact, not approximate: a budget is checked and spent in one transaction (count the member's
// rows of that kind in the window, then add one to the plain table budget_spend, migration
// 1732201600). Transactions run one at a time on the single write connection, so a burst of
// concurrent requests cannot pass a budget. A write that fails after spending gives it back: the
// route's own transaction rolls the row back, and a records-API write that fails later is
// refunded by budgets.pb.js (onBeforeApiError). Admins have no budget. Test servers raise the
// numbers through the environment (e2e/support/test-server-env.ts).

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WINDOW_TEXT = { [10 * MINUTE]: "10분에", [HOUR]: "한 시간에", [DAY]: "하루에" };

// kind -> default budget, its window, the environment variable that overrides it, and the text.
const KINDS = {
  review: {
    max: 10,
    windowMs: DAY,
    env: "CHAEKDONGNE_BUDGET_REVIEWS_PER_DAY",
    text: "리뷰는 {window} {n}개까지 올릴 수 있어요.",
  },
  reviewEdit: {
    max: 30,
    windowMs: HOUR,
    env: "CHAEKDONGNE_BUDGET_REVIEW_EDITS_PER_HOUR",
    text: "리뷰는 {window} {n}번까지 고칠 수 있어요.",
  },
  comment: {
    max: 60,
    windowMs: HOUR,
    env: "CHAEKDONGNE_BUDGET_COMMENTS_PER_HOUR",
    text: "댓글은 {window} {n}개까지 쓸 수 있어요.",
  },
  commentEdit: {
    max: 30,
    windowMs: HOUR,
    env: "CHAEKDONGNE_BUDGET_COMMENT_EDITS_PER_HOUR",
    text: "댓글은 {window} {n}번까지 고칠 수 있어요.",
  },
  message: {
    max: 150,
    windowMs: 10 * MINUTE,
    env: "CHAEKDONGNE_BUDGET_MESSAGES_PER_10MIN",
    text: "메시지는 {window} {n}개까지 보낼 수 있어요.",
  },
  application: {
    max: 20,
    windowMs: DAY,
    env: "CHAEKDONGNE_BUDGET_APPLICATIONS_PER_DAY",
    text: "모임 신청은 {window} {n}번까지 할 수 있어요.",
  },
  club: {
    max: 5,
    windowMs: DAY,
    env: "CHAEKDONGNE_BUDGET_CLUBS_PER_DAY",
    text: "모임은 {window} {n}개까지 만들 수 있어요.",
  },
  report: {
    max: 30,
    windowMs: DAY,
    env: "CHAEKDONGNE_BUDGET_REPORTS_PER_DAY",
    text: "신고는 {window} {n}번까지 할 수 있어요.",
  },
  clubLike: {
    max: 60,
    windowMs: 10 * MINUTE,
    env: "CHAEKDONGNE_BUDGET_CLUB_LIKES_PER_10MIN",
    text: "찜은 {window} {n}번까지 누를 수 있어요.",
  },
  commentLike: {
    max: 120,
    windowMs: 10 * MINUTE,
    env: "CHAEKDONGNE_BUDGET_COMMENT_LIKES_PER_10MIN",
    text: "좋아요는 {window} {n}번까지 누를 수 있어요.",
  },
};
// Records API writes -> kind (routes spend theirs by name).
const RECORD_KINDS = {
  create: { bookReview: "review", comments: "comment", message: "message" },
  update: { bookReview: "reviewEdit", comments: "commentEdit" },
};
const LONGEST_WINDOW = DAY;
const REFUND_KEY = "chaekdongne.budgetRefund";

function limitOf(kind) {
  const k = KINDS[kind];
  return { max: require(`${__hooks}/core/abuse-limits.js`).envNumber(k.env, k.max), windowMs: k.windowMs };
}

/** "3분" / "2시간": how long until the budget has room again (rounded up). */
function waitText(ms) {
  if (ms < HOUR) return `${Math.max(1, Math.ceil(ms / MINUTE))}분`;
  return `${Math.ceil(ms / HOUR)}시간`;
}

function refusal(kind, max, waitMs) {
  const text = KINDS[kind].text
    .replace("{window}", WINDOW_TEXT[KINDS[kind].windowMs])
    .replace("{n}", String(max));
  return new ApiError(429, `${text} ${waitText(waitMs)} 뒤에 다시 시도해주세요.`, {});
}

/** Checks and spends one of `member`'s `kind` budget with `dao` (a transaction's); throws the 429. */
function spendIn(dao, member, kind, now) {
  const { max, windowMs } = limitOf(kind);
  const since = now - windowMs;
  const row = new DynamicModel({ n: 0 });
  dao
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM budget_spend WHERE member = {:m} AND kind = {:k} AND at > {:since}")
    .bind({ m: member, k: kind, since })
    .one(row);
  if (row.n >= max) {
    // Room again once the oldest of the last `max` spends leaves the window.
    const oldest = new DynamicModel({ at: 0 });
    dao
      .db()
      .newQuery(
        "SELECT at FROM budget_spend WHERE member = {:m} AND kind = {:k} AND at > {:since} ORDER BY at LIMIT 1 OFFSET {:skip}",
      )
      .bind({ m: member, k: kind, since, skip: row.n - max })
      .one(oldest);
    throw refusal(kind, max, oldest.at + windowMs - now);
  }
  dao
    .db()
    .newQuery("INSERT INTO budget_spend (member, kind, at) VALUES ({:m}, {:k}, {:at})")
    .bind({ m: member, k: kind, at: now })
    .execute();
}

/**
 * Spends one of the caller's `kind` budget or throws 429 with a Korean message saying when there is
 * room again. With `tx` (the route's transaction) it is spent there and rolls back with it; without,
 * in a transaction of its own, refunded if the request then fails (refundOnError).
 */
function spend(c, kind, tx) {
  if (c.get("admin")) return;
  const auth = c.get("authRecord");
  if (!auth) return; // every budgeted write needs a member; the rule or route refuses visitors
  const now = Date.now();
  if (tx) return spendIn(tx, auth.id, kind, now);
  $app.dao().runInTransaction((own) => spendIn(own, auth.id, kind, now));
  c.set(REFUND_KEY, { member: auth.id, kind, at: now });
}

/** Records API create/update of a budgeted collection (budgets.pb.js). */
function spendForRecord(c, collectionName, action) {
  const kind = RECORD_KINDS[action][collectionName];
  if (kind) spend(c, kind);
}

/** onBeforeApiError: a write that failed after spending from its own transaction gives it back. */
function refundOnError(c) {
  const spent = c.get(REFUND_KEY);
  if (!spent) return;
  c.set(REFUND_KEY, null);
  $app
    .dao()
    .nonconcurrentDB()
    .newQuery(
      "DELETE FROM budget_spend WHERE rowid = (SELECT rowid FROM budget_spend WHERE member = {:m} AND kind = {:k} AND at = {:at} LIMIT 1)",
    )
    .bind({ m: spent.member, k: spent.kind, at: spent.at })
    .execute();
}

/** Cron: rows older than the longest window count for nothing. */
function sweep() {
  $app
    .dao()
    .nonconcurrentDB()
    .newQuery("DELETE FROM budget_spend WHERE at < {:cutoff}")
    .bind({ cutoff: Date.now() - LONGEST_WINDOW })
    .execute();
}

module.exports = { KINDS, limitOf, waitText, spend, spendForRecord, refundOnError, sweep };
