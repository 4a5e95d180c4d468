// Benchmark-only routes for `npm run bench:data` and e2e/notifications-plan.spec.ts, registered by
// ../bench.pb.js (admin only). Not in pb_hooks/: only a server started with
// startPocketBase({ benchHooks: true }) (scripts/lib/pocketbase-server.mjs) has them, from a temp
// hooks dir that holds pb_hooks/ plus this folder; dev, e2e and production servers never do.

// The socialing columns the bench rows fill, in row order.
const CLUB_COLUMNS = [
  "id",
  "isOffline",
  "location",
  "genre",
  "img",
  "alt",
  "title",
  "detail",
  "dateTime",
  "limitPerson",
  "query",
  "createUser",
  "confirmUser",
  "applicant",
  "like",
  "chattingRoom",
  "answer",
  "created",
  "updated",
];

/** Plain multi-row INSERTs of `rows` (arrays in `cols` order), 100 rows per statement. */
function insertRows(tx, table, cols, rows) {
  for (let i = 0; i < rows.length; i += 100) {
    const params = {};
    const values = rows.slice(i, i + 100).map((row, r) => {
      const names = cols.map((col, k) => {
        params[`p${r}_${k}`] = row[k];
        return `{:p${r}_${k}}`;
      });
      return `(${names.join(",")})`;
    });
    tx.db()
      .newQuery(`INSERT INTO ${table} (${cols.join(",")}) VALUES ${values.join(",")}`)
      .bind(params)
      .execute();
  }
}

// POST /api/bench/bulk {reviews, clubs, comments, hotReview?, hotComments?, users: [ids], start,
// messages?: {room, senders: [ids], count}} appends rows with plain multi-row INSERTs inside one
// transaction (thousands of rows per second).
function bulk(c) {
  const body = $apis.requestInfo(c).data;
  const users = body.users;
  const start = body.start || 0;
  const pick = (list, i) => list[i % list.length];
  const id = () => $security.pseudorandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789");
  // Newest rows get the latest timestamps, one second apart, ending now.
  const stamp = (i, total) => new Date(Date.now() - (total - i) * 1000).toISOString().replace("T", " ");
  const words = [
    "작별",
    "코스모스",
    "편의점",
    "아몬드",
    "사피엔스",
    "김지영",
    "꿈",
    "총",
    "균",
    "쇠",
    "도서관",
    "소년",
    "유전자",
    "바다",
    "별",
    "시간",
    "여름",
    "겨울",
    "고양이",
    "서점",
  ];
  const reviewIds = [];
  let hotReview = body.hotReview || "";

  $app.dao().runInTransaction((tx) => {
    const insert = (table, cols, rows) => insertRows(tx, table, cols, rows);
    const total = start + (body.reviews || 0);
    const reviews = [];
    for (let i = start; i < total; i++) {
      const rid = id();
      reviewIds.push(rid);
      const title = `${pick(words, i)} ${pick(words, i * 7 + 3)} ${i}`;
      const t = stamp(i, total);
      reviews.push([
        rid,
        pick(users, i),
        "cover.webp",
        title,
        `${title} 읽고`,
        `<p>${title}에 대한 리뷰 ${i}</p>`,
        t,
        t,
      ]);
    }
    insert(
      "bookReview",
      ["id", "writer", "img", "bookTitle", "title", "detail", "created", "updated"],
      reviews,
    );
    if (!hotReview && reviewIds.length) hotReview = reviewIds[0];

    const clubs = [];
    for (let i = 0; i < (body.clubs || 0); i++) {
      const t = stamp(i, body.clubs);
      const genre = `genre${String((i % 10) + 1).padStart(10, "0")}`;
      clubs.push([
        id(),
        i % 2,
        "서울",
        genre,
        "club.webp",
        "",
        `모임 ${start + i}`,
        "함께 읽어요",
        t,
        6,
        "왜 신청했나요?",
        pick(users, i),
        "[]",
        "[]",
        "[]",
        "",
        "[]",
        t,
        t,
      ]);
    }
    insert("socialing", CLUB_COLUMNS, clubs);

    const comments = [];
    const hot = body.hotComments || 0;
    const n = body.comments || 0;
    for (let i = 0; i < n; i++) {
      const t = stamp(i, n);
      // The first `hot` comments go to one review (the one measured); the rest spread out.
      const review = i < hot ? hotReview : pick(reviewIds.length ? reviewIds : [hotReview], i * 31);
      comments.push([id(), review, `댓글 ${i}`, pick(users, i), "", "[]", "[]", t, t]);
    }
    insert(
      "comments",
      [
        "id",
        "bookReviewId",
        "content",
        "author",
        "replyToId",
        "replyIdArray",
        "likePeoples",
        "created",
        "updated",
      ],
      comments,
    );

    // Messages of one room, one second apart, ending now, round-robin over `senders`.
    const m = body.messages;
    if (m && m.count) {
      const rows = [];
      for (let i = 0; i < m.count; i++) {
        const t = stamp(i, m.count);
        rows.push([id(), m.room, pick(m.senders, i), `벤치 메시지 ${i}: ${pick(words, i)} 이야기`, t, t]);
      }
      insert("message", ["id", "chattingRoom", "sender", "text", "created", "updated"], rows);
    }
  });
  return c.json(200, { hotReview, reviews: reviewIds.length });
}

// POST /api/bench/notifications {recipients: [ids], rows, unreadEvery, start, targets?, actors?}:
// appends `rows` notifications round-robin over `recipients` (plain ids: recipient is text), one in
// `unreadEvery` of each recipient's rows unread, times one second apart ending now (row start+rows-1 is the newest).
// targets: [{kind, targetId, targetTitle}] and actors: [ids] make rows about real records (round-robin,
// up to three actors a row); without them every row names one made-up target.
function notifications(c) {
  const body = $apis.requestInfo(c).data;
  const recipients = body.recipients;
  const start = body.start || 0;
  const rows = body.rows || 0;
  const total = body.total || start + rows;
  const unreadEvery = body.unreadEvery || 10;
  const id = () => $security.pseudorandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789");
  const kinds = ["club_applied", "review_comment", "comment_reply", "club_approved"];
  $app.dao().runInTransaction((tx) => {
    const cols = [
      "id",
      "recipient",
      "kind",
      "groupKey",
      "actorIds",
      "actorCount",
      "targetId",
      "targetTitle",
      "read",
      "at",
      "created",
      "updated",
    ];
    for (let i = start; i < start + rows; i += 100) {
      const params = {};
      const values = [];
      for (let r = i; r < Math.min(i + 100, start + rows); r++) {
        const t = new Date(Date.now() - (total - r) * 1000).toISOString().replace("T", " ");
        const target = body.targets
          ? body.targets[r % body.targets.length]
          : { kind: kinds[r % 4], targetId: "target000000001", targetTitle: "벤치 리뷰" };
        const actors = body.actors
          ? [0, 1, 2].map((k) => body.actors[(r + k * 7) % body.actors.length])
          : ["u"];
        const row = [
          id(),
          recipients[r % recipients.length],
          target.kind,
          `review:r${r % 997}`,
          JSON.stringify(Array.from(new Set(actors))),
          new Set(actors).size,
          target.targetId,
          target.targetTitle,
          Math.floor(r / recipients.length) % unreadEvery === 0 ? 0 : 1,
          t,
          t,
          t,
        ];
        values.push(
          `(${cols
            .map((_, k) => {
              params[`p${r - i}_${k}`] = row[k];
              return `{:p${r - i}_${k}}`;
            })
            .join(",")})`,
        );
      }
      tx.db()
        .newQuery(`INSERT INTO notifications (${cols.join(",")}) VALUES ${values.join(",")}`)
        .bind(params)
        .execute();
    }
  });
  return c.json(200, { rows });
}

// POST /api/bench/explain {sql, params}: SQLite's EXPLAIN QUERY PLAN of one statement.
function explain(c) {
  const body = $apis.requestInfo(c).data;
  const rows = arrayOf(new DynamicModel({ id: 0, parent: 0, notused: 0, detail: "" }));
  $app
    .dao()
    .db()
    .newQuery(`EXPLAIN QUERY PLAN ${body.sql}`)
    .bind(body.params || {})
    .all(rows);
  const plan = [];
  for (let i = 0; i < rows.length; i++) plan.push(rows[i].detail);
  return c.json(200, { plan });
}

// GET /api/bench/notification-queries: the inbox and badge SQL the routes run (notifications/lib.js).
function notificationQueries(c) {
  const n = require(`${__hooks}/notifications/lib.js`);
  return c.json(200, { inbox: n.inboxSql(false), inboxBefore: n.inboxSql(true), unread: n.UNREAD_SQL });
}

// POST /api/bench/clubs {users: [ids], start, rows, total}: appends `rows` clubs with varied Korean
// text (title, description, place), half online, ten genres, dates from a year ago to three months
// ahead, one in five full; created one second apart ending now. The FTS triggers index them.
function clubs(c) {
  const body = $apis.requestInfo(c).data;
  const users = body.users;
  const start = body.start || 0;
  const rows = body.rows || 0;
  const total = body.total || start + rows;
  const id = () => $security.pseudorandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789");
  const pick = (list, i) => list[i % list.length];
  const topics = [
    "소설",
    "에세이",
    "철학",
    "역사",
    "과학",
    "경제",
    "시집",
    "고전",
    "추리소설",
    "그림책",
    "자기계발",
    "인문학",
  ];
  const kinds = ["함께 읽기", "독서 모임", "북클럽", "낭독회", "필사 모임", "토론 모임", "완독 챌린지"];
  const places = [
    "서울 마포구 망원동",
    "서울 강남구 역삼동",
    "서울 종로구 혜화동",
    "부산 해운대구",
    "대구 중구",
    "인천 연수구 송도동",
    "경기 성남시 분당구",
    "광주 동구",
    "대전 유성구",
    "제주 제주시",
  ];
  const details = [
    "한 달에 한 권씩 천천히 읽고 이야기 나눠요. 처음 오시는 분도 환영해요.",
    "퇴근 후 조용한 카페에서 각자 읽고 마지막 30분 동안 생각을 나눕니다.",
    "책을 끝까지 읽지 못해도 괜찮아요. 좋았던 문장 하나만 가져오세요.",
    "매주 정해진 분량을 읽고 온라인으로 만나 질문을 주고받아요.",
    "작가의 다른 작품도 함께 살펴보고 배경이 된 시대를 공부합니다.",
  ];
  const DAY = 86400000;
  $app.dao().runInTransaction((tx) => {
    const all = [];
    for (let r = start; r < start + rows; r++) {
      const t = new Date(Date.now() - (total - r) * 1000).toISOString().replace("T", " ");
      // Spread over -365..+90 days, newer clubs later in time on average.
      const offset = ((r * 7919) % 455) - 365 + Math.floor((r / total) * 60);
      const when = new Date(Date.now() + offset * DAY + ((r * 37) % 24) * 3600000)
        .toISOString()
        .replace("T", " ");
      const offline = r % 2;
      const limit = 3 + (r % 13);
      const confirmed = r % 5 === 0 ? limit : r % limit;
      const confirmUser = JSON.stringify(Array.from({ length: confirmed }, (_, k) => pick(users, r + k)));
      const row = [
        id(),
        offline,
        offline ? pick(places, r * 3) : "",
        `genre${String((r % 10) + 1).padStart(10, "0")}`,
        "club.webp",
        "",
        `${pick(topics, r)} ${pick(kinds, r * 5 + 1)} ${r}`,
        `${pick(details, r * 11)} 이번에는 ${pick(topics, r * 3 + 2)}을(를) 골랐어요.`,
        when,
        limit,
        "왜 신청했나요?",
        pick(users, r),
        confirmUser,
        "[]",
        "[]",
        "",
        "[]",
        t,
        t,
      ];
      all.push(row);
    }
    insertRows(tx, "socialing", CLUB_COLUMNS, all);
  });
  return c.json(200, { rows });
}

// POST /api/bench/club-query {params}: the SQL the club search route runs for these parameters
// (pb_hooks/clubs/search.js buildQuery), to EXPLAIN it.
function clubQuery(c) {
  const search = require(`${__hooks}/clubs/search.js`);
  const vis = require(`${__hooks}/core/visibility.js`);
  const q = search.buildQuery(
    $apis.requestInfo(c).data.params,
    Date.now(),
    (match) => search.countMatches($app.dao(), match),
    vis.where("socialing", "s", vis.viewer("", $app.dao())), // a visitor's
  );
  return c.json(200, q);
}

module.exports = { bulk, notifications, explain, notificationQueries, clubs, clubQuery };
