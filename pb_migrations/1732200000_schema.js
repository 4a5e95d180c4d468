/// <reference path="../pb_data/types.d.ts" />
// The whole schema of spec section 3 with constraints, indexes and explicit API rules.
// Rules: null = admins only, "" = everyone. Club/comment/like mutations go through pb_hooks routes.
migrate(
  (db) => {
    const dao = new Dao(db);
    const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
    const MAX_IMAGE = 5 * 1024 * 1024;
    const file = (name, thumbs, required) => ({
      name,
      type: "file",
      required: !!required,
      options: { maxSelect: 1, maxSize: MAX_IMAGE, mimeTypes: IMAGE_TYPES, thumbs, protected: false },
    });
    const text = (name, max, required) => ({ name, type: "text", required: !!required, options: { max } });
    const rel = (name, collectionId, maxSelect, extra) => ({
      name,
      type: "relation",
      required: !!(extra && extra.required),
      options: {
        collectionId,
        maxSelect,
        minSelect: null,
        cascadeDelete: !!(extra && extra.cascade),
        displayFields: null,
      },
    });
    const users = dao.findCollectionByNameOrId("users");
    const signedIn = "@request.auth.id != ''";

    // 1. Collections without relations to collections created later.
    const genres = new Collection({
      id: "genres000000001",
      name: "genres",
      type: "base",
      schema: [text("title", 30, true)],
      indexes: ["CREATE UNIQUE INDEX idx_genres_title ON genres (title)"],
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
    });
    dao.saveCollection(genres);

    const socialing = new Collection({
      id: "socialing000001",
      name: "socialing",
      type: "base",
      schema: [
        { name: "isOffline", type: "bool", options: {} },
        text("location", 100),
        rel("genre", genres.id, 1, { required: true }),
        file("img", ["600x360"], true),
        text("alt", 200),
        text("title", 60, true),
        text("detail", 500, true),
        { name: "dateTime", type: "date", required: true, options: {} },
        {
          name: "limitPerson",
          type: "number",
          required: true,
          options: { min: 3, max: 15, noDecimal: true },
        },
        text("query", 200, true),
        rel("createUser", users.id, 1, { required: true }),
        rel("confirmUser", users.id, null),
        rel("applicant", users.id, null),
        rel("like", users.id, null),
      ],
      indexes: [
        "CREATE INDEX idx_socialing_created ON socialing (created)",
        "CREATE INDEX idx_socialing_datetime ON socialing (dateTime)",
        "CREATE INDEX idx_socialing_genre_created ON socialing (genre, created)",
        "CREATE INDEX idx_socialing_createUser ON socialing (createUser)",
      ],
      // Visitors browse clubs. Creation and every membership change go through pb_hooks routes.
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
    });
    dao.saveCollection(socialing);

    const room = new Collection({
      id: "chattingroom001",
      name: "chattingRoom",
      type: "base",
      schema: [
        text("title", 60),
        rel("socialing", socialing.id, 1, { required: true, cascade: true }),
        rel("users", users.id, null),
      ],
      indexes: ["CREATE UNIQUE INDEX idx_chattingRoom_socialing ON chattingRoom (socialing)"],
      listRule: `${signedIn} && users.id ?= @request.auth.id`,
      viewRule: `${signedIn} && users.id ?= @request.auth.id`,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    });
    dao.saveCollection(room);

    const answer = new Collection({
      id: "socialingqa0001",
      name: "socialingQueryAnswer",
      type: "base",
      schema: [
        rel("socialing", socialing.id, 1, { required: true, cascade: true }),
        rel("answerUser", users.id, 1, { required: true, cascade: true }),
        text("answer", 200, true),
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_socialingQueryAnswer_once ON socialingQueryAnswer (socialing, answerUser)",
      ],
      listRule: `${signedIn} && (answerUser = @request.auth.id || socialing.createUser = @request.auth.id)`,
      viewRule: `${signedIn} && (answerUser = @request.auth.id || socialing.createUser = @request.auth.id)`,
      createRule: null,
      updateRule: null,
      deleteRule: null,
    });
    dao.saveCollection(answer);

    // 2. Relations that close the cycles.
    socialing.schema.addField(new SchemaField(rel("chattingRoom", room.id, 1)));
    socialing.schema.addField(new SchemaField(rel("answer", answer.id, null)));
    dao.saveCollection(socialing);

    // The default auth collection ships "name" and "avatar"; the spec uses nickname and img.
    for (const f of ["name", "avatar"]) {
      const field = users.schema.getFieldByName(f);
      if (field) users.schema.removeField(field.id);
    }
    const fixedLists = ["createSocialing", "participantSocialing", "like"]
      .map((f) => `@request.data.${f}:isset = false`)
      .join(" && ");
    users.schema.addField(new SchemaField(text("nickname", 10, true)));
    users.schema.addField(new SchemaField(text("phone", 11, true)));
    users.schema.addField(new SchemaField({ name: "birth", type: "date", required: true, options: {} }));
    users.schema.addField(
      new SchemaField({
        name: "gender",
        type: "select",
        required: true,
        options: { maxSelect: 1, values: ["male", "female"] },
      }),
    );
    users.schema.addField(new SchemaField(file("img", ["100x100", "200x200"])));
    users.schema.addField(new SchemaField(rel("createSocialing", socialing.id, null)));
    users.schema.addField(new SchemaField(rel("participantSocialing", socialing.id, null)));
    users.schema.addField(new SchemaField(rel("like", socialing.id, null)));
    users.indexes = [
      "CREATE UNIQUE INDEX idx_users_nickname ON users (nickname) WHERE nickname != ''",
      "CREATE UNIQUE INDEX idx_users_phone ON users (phone) WHERE phone != ''",
    ];
    // Only the owner lists themselves; anyone may view one member (a hook strips it to id, nickname, img).
    users.listRule = "id = @request.auth.id";
    users.viewRule = "";
    users.createRule = fixedLists;
    users.updateRule = `id = @request.auth.id && ${fixedLists}`;
    users.deleteRule = null;
    // Phone digits only.
    users.schema.getFieldByName("phone").options.pattern = "^[0-9]{10,11}$";
    users.options.minPasswordLength = 8;
    dao.saveCollection(users);

    const review = new Collection({
      id: "bookreview00001",
      name: "bookReview",
      type: "base",
      schema: [
        rel("writer", users.id, 1, { required: true, cascade: true }),
        file("img", ["300x420", "120x168"], true),
        text("bookTitle", 100, true),
        text("title", 100, true),
        { name: "detail", type: "editor", required: true, options: { convertUrls: false } },
      ],
      indexes: [
        "CREATE INDEX idx_bookReview_created ON bookReview (created)",
        "CREATE INDEX idx_bookReview_bookTitle ON bookReview (bookTitle)",
        "CREATE INDEX idx_bookReview_writer_created ON bookReview (writer, created)",
      ],
      listRule: "",
      viewRule: "",
      createRule: `${signedIn} && writer = @request.auth.id`,
      updateRule:
        "writer = @request.auth.id && (@request.data.writer:isset = false || @request.data.writer = @request.auth.id)",
      deleteRule: "writer = @request.auth.id",
    });
    dao.saveCollection(review);

    const comments = new Collection({
      id: "comments0000001",
      name: "comments",
      type: "base",
      schema: [
        rel("bookReviewId", review.id, 1, { required: true, cascade: true }),
        text("content", 1000, true),
        rel("author", users.id, 1, { required: true, cascade: true }),
      ],
      indexes: [],
      listRule: "",
      viewRule: "",
      createRule: null,
      updateRule: null,
      deleteRule: null,
    });
    dao.saveCollection(comments);
    comments.schema.addField(new SchemaField(rel("replyToId", comments.id, 1, { cascade: true })));
    comments.schema.addField(new SchemaField(rel("replyIdArray", comments.id, null)));
    comments.schema.addField(new SchemaField(rel("likePeoples", users.id, null)));
    comments.indexes = [
      "CREATE INDEX idx_comments_review_reply_created ON comments (bookReviewId, replyToId, created)",
      "CREATE INDEX idx_comments_replyToId_created ON comments (replyToId, created)",
      "CREATE INDEX idx_comments_author ON comments (author)",
    ];
    const frozen = ["author", "bookReviewId", "replyToId", "replyIdArray", "likePeoples"]
      .map((f) => `@request.data.${f}:isset = false`)
      .join(" && ");
    comments.createRule = `${signedIn} && author = @request.auth.id && @request.data.replyIdArray:isset = false && @request.data.likePeoples:isset = false`;
    comments.updateRule = `author = @request.auth.id && ${frozen}`;
    comments.deleteRule = "author = @request.auth.id";
    dao.saveCollection(comments);

    const message = new Collection({
      id: "message00000001",
      name: "message",
      type: "base",
      schema: [
        rel("chattingRoom", room.id, 1, { required: true, cascade: true }),
        rel("sender", users.id, 1, { required: true, cascade: true }),
        text("text", 1000, true),
      ],
      indexes: ["CREATE INDEX idx_message_room_created ON message (chattingRoom, created)"],
      listRule: `${signedIn} && chattingRoom.users.id ?= @request.auth.id`,
      viewRule: `${signedIn} && chattingRoom.users.id ?= @request.auth.id`,
      createRule: `${signedIn} && sender = @request.auth.id && @request.data.chattingRoom.users.id ?= @request.auth.id`,
      updateRule: null,
      deleteRule: null,
    });
    dao.saveCollection(message);

    const genreTitles = [
      "소설",
      "시/에세이",
      "인문",
      "사회/정치",
      "경제/경영",
      "자기계발",
      "과학",
      "역사",
      "예술",
      "기타",
    ];
    genreTitles.forEach((title, i) => {
      const r = new Record(genres, { title });
      r.setId(`genre${String(i + 1).padStart(10, "0")}`);
      dao.saveRecord(r);
    });
  },
  (db) => {
    const dao = new Dao(db);
    for (const name of ["message", "comments", "bookReview"])
      dao.deleteCollection(dao.findCollectionByNameOrId(name));
    const users = dao.findCollectionByNameOrId("users");
    for (const f of [
      "nickname",
      "phone",
      "birth",
      "gender",
      "img",
      "createSocialing",
      "participantSocialing",
      "like",
    ]) {
      const field = users.schema.getFieldByName(f);
      if (field) users.schema.removeField(field.id);
    }
    users.indexes = [];
    dao.saveCollection(users);
    const socialing = dao.findCollectionByNameOrId("socialing");
    for (const f of ["chattingRoom", "answer"])
      socialing.schema.removeField(socialing.schema.getFieldByName(f).id);
    dao.saveCollection(socialing);
    for (const name of ["socialingQueryAnswer", "chattingRoom", "socialing", "genres"])
      dao.deleteCollection(dao.findCollectionByNameOrId(name));
  },
);
