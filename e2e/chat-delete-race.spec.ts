import { test, expect, adminClient, createMember, PB_URL, type Member } from "./support/fixtures";
import { call, createClubApi } from "./support/clubs";
import { setRoomUsers } from "./support/chat";

// Issue 24, "also found": messages whose create began just before their room was deleted (the club
// deleted by its host, or the host leaving the service) were stored after the room and its messages
// were gone. Now a message never outlives its room. 50 concurrent senders and a delete, per trial.
test.describe.configure({ timeout: 180_000 });

const SENDERS = 50;
let senders: Member[] = [];

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
  senders = await Promise.all(Array.from({ length: SENDERS }, () => createMember()));
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
