// POST /api/clubs (multipart): the club, its chat room (host inside) and the host's
// createSocialing, in one transaction. Only whitelisted fields are read from the request.
// Idempotency key: the form field `id` (15 a-z0-9, made once per draft by the client) becomes the
// club's id. A repeat with the same id (double tap, retry after a timeout, resend after
// reconnect) answers with the club that was stored and creates nothing. Transactions run one at
// a time, so two concurrent repeats cannot both insert.
const FIELDS = [
  "isOffline",
  "location",
  "genre",
  "alt",
  "title",
  "detail",
  "dateTime",
  "limitPerson",
  "query",
];

function createClub(c) {
  const lib = require(`${__hooks}/clubs/lib.js`);
  const auth = lib.authOrThrow(c);
  const key = String(c.formValue("id") || "");
  if (key && !/^[a-z0-9]{15}$/.test(key))
    throw new BadRequestError("잘못된 요청이에요.", {
      id: { code: "validation_invalid_id", message: "잘못된 id예요." },
    });
  const data = {};
  for (const f of FIELDS) data[f] = c.formValue(f);
  data.isOffline = data.isOffline === "true";
  if (!data.isOffline) data.location = "";
  else if (!String(data.location).trim())
    throw new BadRequestError("오프라인 모임은 장소를 입력해주세요.", {
      location: { code: "validation_required", message: "장소를 입력해주세요." },
    });
  data.limitPerson = data.limitPerson ? Number(data.limitPerson) : 3;
  data.createUser = auth.id;
  const when = new Date(String(data.dateTime).replace(" ", "T")).getTime();
  if (!when || when < Date.now())
    throw new BadRequestError("모임 날짜는 지금 이후로 골라주세요.", {
      dateTime: { code: "validation_past", message: "지난 날짜예요." },
    });

  // The photo and its sizes, made on the phone: checked and named (core/image-sizes.js).
  const photo = require(`${__hooks}/core/image-sizes.js`).uploadedSet(c);
  if (!photo.img)
    throw new BadRequestError("모임 사진을 올려주세요.", {
      img: { code: "validation_required", message: "사진이 필요해요." },
    });
  require(`${__hooks}/core/image-sizes.js`).nameSet("socialing", photo.img, photo.sizes);

  let clubId = "";
  $app.dao().runInTransaction((tx) => {
    if (key) {
      let prior = null;
      try {
        prior = tx.findRecordById("socialing", key);
      } catch (_) {}
      if (prior && prior.getString("createUser") === auth.id) {
        clubId = prior.id; // already stored by an earlier attempt
        return;
      }
      if (prior)
        throw new BadRequestError("잘못된 요청이에요.", {
          id: { code: "validation_invalid_id", message: "이미 있는 id예요." },
        });
      data.id = key;
    }
    require(`${__hooks}/core/budgets.js`).spend(c, "club", tx);
    const club = new Record(tx.findCollectionByNameOrId("socialing"));
    const form = new RecordUpsertForm($app, club);
    form.setDao(tx);
    form.loadData(data);
    form.addFiles("img", photo.img);
    if (photo.sizes.length) form.addFiles("imgSizes", ...photo.sizes);
    form.submit();
    const room = new Record(tx.findCollectionByNameOrId("chattingRoom"), {
      socialing: club.id,
      users: [auth.id],
    });
    tx.saveRecord(room);
    club.set("chattingRoom", room.id);
    tx.saveRecord(club);
    lib.updateUser(tx, auth.id, (u) => lib.add(u, "createSocialing", club.id));
    clubId = club.id;
  });
  return lib.respond(c, $app.dao(), { id: clubId });
}

module.exports = { createClub };
