import { randomBytes } from "node:crypto";
import { test, expect, adminClient, client, createMember, PB_URL, type Member } from "./support/fixtures";
import { call, createClubApi } from "./support/clubs";
import { setRoomUsers } from "./support/chat";

// Issue 24, "also found": messages whose create began just before their room was deleted (the club
// deleted by its host, or the host leaving the service) were stored after the room and its messages
// were gone. Now a message never outlives its room. 50 concurrent senders and a delete, per trial.
test.describe.configure({ timeout: 180_000 });

const SENDERS = 50;
let senders: Member[] = [];

/** Members made by the admin, in parallel (50 public sign-ups one by one would take long). */
async function members(count: number): Promise<Member[]> {
  const admin = await adminClient();
  const tag = randomBytes(3).toString("hex");
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `race-${tag}-${i}@chaekdongne.kr`;
      const password = "test1234!";
      const phone = `010${String(parseInt(randomBytes(4).toString("hex"), 16) % 1e8).padStart(8, "0")}`;
      const nickname = `경${tag}${i}`;
      await admin.collection("users").create({
        email,
        password,
        passwordConfirm: password,
        nickname,
        phone,
        birth: "1995-05-05 00:00:00.000Z",
        gender: "female",
      });
      const auth = await client().collection("users").authWithPassword(email, password);
      return { id: auth.record.id, email, password, nickname, phone, token: auth.token, record: auth.record };
    }),
  );
}

const send = (who: Member, roomId: string, text: string) =>
  fetch(`${PB_URL()}/api/collections/message/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: who.token },
    body: JSON.stringify({ chattingRoom: roomId, sender: who.id, text }),
  }).then(async (r) => (await r.text(), r.status));

/** Every stored message that names the room (read as admin, whatever became of the room). */
async function storedIn(roomId: string) {
  const admin = await adminClient();
  const res = await admin
    .collection("message")
    .getList(1, 1, { filter: admin.filter("chattingRoom = {:r}", { r: roomId }) });
  return res.totalItems;
}

/** A club whose room holds the host and every sender; 50 sends and `remove` start together. */
async function trial(host: Member, remove: (clubId: string) => Promise<number>, label: string) {
  const club = await createClubApi(host, { limitPerson: "15" });
  await setRoomUsers(club.chattingRoom, [host, ...senders]);
  const sends = senders.map((s, i) => send(s, club.chattingRoom, `${label} 메시지 ${i}`));
  const removed = remove(club.id);
  const statuses = await Promise.all(sends);
  expect(await removed).toBeLessThan(300);
  expect(
    statuses.filter((s) => s >= 500),
    `${label}: server errors`,
  ).toEqual([]);
  const admin = await adminClient();
  expect(
    await admin
      .collection("chattingRoom")
      .getOne(club.chattingRoom)
      .then(
        () => 200,
        (e: { status: number }) => e.status,
      ),
  ).toBe(404);
  expect(await storedIn(club.chattingRoom), `${label}: messages left without their room`).toBe(0);
}

test.beforeAll(async () => {
  senders = await members(SENDERS);
});

test("deleting a club while 50 members send: no message survives the room", async () => {
  for (let t = 1; t <= 5; t++) {
    const host = await createMember();
    await trial(
      host,
      async (clubId) => (await call(host, `/api/clubs/${clubId}`, undefined, "DELETE")).status,
      `모임 삭제 ${t}`,
    );
  }
});

test("the host leaving the service while 50 members send: no message survives the room", async () => {
  for (let t = 1; t <= 4; t++) {
    const host = await createMember();
    await trial(
      host,
      async () => (await call(host, "/api/accounts/delete", { password: host.password })).status,
      `회원탈퇴 ${t}`,
    );
  }
});
