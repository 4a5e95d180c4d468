import {
  test,
  expect,
  createMember,
  loginAs,
  adminClient,
  client,
  expectNoSeriousA11yViolations,
  answerPushPromptLater,
  type Member,
} from "./support/fixtures";
import { ANSWER, call, createClubApi } from "./support/clubs";

// The club flow of issue 5 in two browser contexts (host and member) against the real server.

const nick = () => `c${Math.random().toString(36).slice(2, 11)}`;
const member = () => createMember({ nickname: nick() });
const future = () => {
  const d = new Date(Date.now() + 4 * 86_400_000);
  return d.toLocaleDateString("sv-SE");
};

test("host creates, member finds/likes/applies, host approves to the limit, cancels and deletes", async ({
  browser,
}) => {
  test.setTimeout(300_000); // the longest journey of the suite; a loaded machine (stress check) needs the room
  const [host, guest, extra1, extra2, extra3] = [
    await member(),
    await member(),
    await member(),
    await member(),
    await member(),
  ];
  const hostCtx = await browser.newContext();
  const memberCtx = await browser.newContext();
  const hp = await hostCtx.newPage();
  const mp = await memberCtx.newPage();
  await loginAs(hp, host);
  await loginAs(mp, guest);
  const title = `과학책 함께 읽기 ${Date.now() % 100000}`;

  // Step 1: offline needs a place; switching clears it.
  await hp.goto("/createClub");
  await expect(hp.getByText("1/4")).toBeVisible();
  await hp.getByRole("button", { name: "오프라인" }).click();
  await expect(hp.getByRole("button", { name: "다음" })).toBeDisabled();
  await hp.getByRole("textbox", { name: "모임 장소" }).fill("서울 종로구 과학책방");
  await expectNoSeriousA11yViolations(hp);
  await hp.getByRole("button", { name: "다음" }).click();
  // Step 2: genre.
  await expect(hp.getByText("2/4")).toBeVisible();
  await hp.getByRole("button", { name: "과학" }).click();
  await expect(hp.getByRole("button", { name: "과학" })).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousA11yViolations(hp);
  await hp.getByRole("button", { name: "다음" }).click();
  // Step 3: photo, title, detail; a reload keeps the draft.
  await expect(hp.getByText("3/4")).toBeVisible();
  await hp.locator('input[type="file"]').setInputFiles("seed/images/club-c5.webp");
  await expect(hp.getByRole("img", { name: "모임 대표 사진 미리보기" })).toBeVisible({ timeout: 30_000 }); // compressed in the page
  await hp.getByRole("textbox", { name: "모임 이름" }).fill(title);
  const about = "매주 한 장씩 읽고 이야기해요.";
  await hp.getByRole("textbox", { name: "모임 소개" }).fill(about);
  await expect(hp.getByText(`${about.length}/500`)).toBeVisible();
  await hp.reload();
  await expect(hp.getByRole("textbox", { name: "모임 이름" })).toHaveValue(title);
  await expect(hp.getByRole("img", { name: "모임 대표 사진 미리보기" })).toBeVisible();
  await expectNoSeriousA11yViolations(hp);
  await hp.getByRole("button", { name: "다음" }).click();
  // Step 4: date + time + headcount + question.
  await expect(hp.getByText("4/4")).toBeVisible();
  const create = hp.getByRole("button", { name: "모임 만들기" });
  await expect(create).toBeDisabled();
  await hp.getByLabel("날짜").fill(future());
  await hp.getByLabel("시간").fill("19:30");
  await expect(hp.getByLabel("참여인원(3-15)")).toHaveValue("3");
  await hp.getByRole("textbox", { name: "참여 신청 질문" }).fill("좋아하는 과학책은 무엇인가요?");
  await expectNoSeriousA11yViolations(hp);
  await create.click();
  const done = hp.getByRole("dialog", { name: "모임이 만들어졌어요!" });
  await expect(done).toBeVisible();
  await expect(hp.getByRole("dialog", { name: "참여 신청을 바로 알려드릴까요?" })).toBeVisible();
  await answerPushPromptLater(hp);
  await done.getByRole("link", { name: "모임 보러 가기" }).click();
  await expect(hp.getByRole("heading", { name: title })).toBeVisible();
  await expect(hp.getByRole("link", { name: "관리하기" })).toBeVisible();
  const clubId = hp.url().split("/club/")[1];
  const draft = await hp.evaluate(() => JSON.parse(localStorage.getItem("chaekdongne-club-draft") ?? "{}"));
  expect(draft.state.title).toBe("");

  // Member: genre filter, like, apply in two steps.
  await mp.goto("/main/club/filter");
  await mp.getByRole("button", { name: "과학" }).click();
  await expect(mp.getByRole("button", { name: "과학" })).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousA11yViolations(mp);
  await mp.getByRole("link", { name: "모임 보기" }).click();
  const card = mp.getByRole("link", { name: `${title} 모임 자세히 보기` });
  await expect(card).toBeVisible();
  await expect(mp.getByRole("link", { name: /한강 작가 소설/ })).toHaveCount(0); // 소설, filtered out
  await expectNoSeriousA11yViolations(mp);
  const heart = mp.getByRole("button", { name: `${title} 찜하기` });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  const admin = await adminClient();
  await expect
    .poll(async () => (await admin.collection("socialing").getOne(clubId)).like)
    .toEqual([guest.id]);
  await expect.poll(async () => (await admin.collection("users").getOne(guest.id)).like).toEqual([clubId]);
  await card.click();
  await expect(mp.getByRole("heading", { name: title })).toBeVisible();
  await expect(mp.getByText("서울 종로구 과학책방")).toBeVisible();
  await expect(mp.getByText("0/3명")).toBeVisible();
  await expectNoSeriousA11yViolations(mp);
  await mp.getByRole("link", { name: "신청하기" }).click();
  await expect(mp.getByText("1/2")).toBeVisible();
  await expect(mp.getByRole("button", { name: "다음" })).toBeDisabled();
  await mp.getByRole("checkbox", { name: /커뮤니티 규칙/ }).check();
  await expectNoSeriousA11yViolations(mp);
  await mp.getByRole("button", { name: "다음" }).click();
  await expect(mp.getByText("2/2")).toBeVisible();
  await expect(mp.getByText("좋아하는 과학책은 무엇인가요?")).toBeVisible();
  const answer = mp.getByRole("textbox", { name: "답변" });
  await expect(answer).toHaveAttribute("placeholder", "10자 이상 입력해주세요.");
  await answer.fill("열 글자 이하");
  await expect(mp.getByRole("button", { name: "신청하기" })).toBeDisabled();
  // 201 characters inserted at once, as a paste does: all kept, the form says what fits (issue 30).
  await answer.fill("");
  await answer.focus();
  await mp.keyboard.insertText("책".repeat(201));
  await expect(answer).toHaveValue("책".repeat(201));
  await expect(mp.getByText("201/200")).toBeVisible();
  await expect(mp.getByRole("alert").filter({ hasText: "200자까지 쓸 수 있어요" })).toBeVisible();
  await expect(mp.getByRole("button", { name: "신청하기" })).toBeDisabled();
  await answer.fill("코스모스를 가장 좋아해요. 함께 읽고 싶어요!");
  await expectNoSeriousA11yViolations(mp);
  await mp.getByRole("button", { name: "신청하기" }).click();
  const applied = mp.getByRole("dialog", { name: "참여 신청이 완료됐어요!" });
  await expect(applied).toBeVisible();
  await answerPushPromptLater(mp);
  await applied.getByRole("link", { name: "모임으로 돌아가기" }).click();
  await expect(mp.getByRole("button", { name: /이미 신청한 모임이에요/ })).toBeDisabled();

  // Host approves the member; the member's detail and the chat room follow.
  await hp.getByRole("link", { name: "관리하기" }).click();
  await expect(hp.getByText("참여 대기 멤버 1명")).toBeVisible();
  await expect(hp.getByText("코스모스를 가장 좋아해요. 함께 읽고 싶어요!")).toBeVisible();
  await expectNoSeriousA11yViolations(hp);
  await approve(hp, guest);
  await expect(hp.getByText("참여 확정 멤버 3명 중 1명")).toBeVisible();
  await expect(hp.getByText("코스모스를 가장 좋아해요. 함께 읽고 싶어요!")).toBeHidden();
  await mp.reload();
  await expect(mp.getByRole("button", { name: "참여가 확정된 모임이에요" })).toBeDisabled();
  await expect(mp.getByRole("link", { name: "채팅방으로 가기" })).toBeVisible();
  // The footer's row at 360 px: each label fits its button (one line), nothing past the screen's edge.
  await mp.setViewportSize({ width: 360, height: 780 });
  for (const action of [
    mp.getByRole("link", { name: "채팅방으로 가기" }),
    mp.getByRole("button", { name: "캘린더에 추가" }),
    mp.getByRole("button", { name: "모임 메뉴 더보기" }),
  ]) {
    const box = (await action.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await action.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  const club = await admin.collection("socialing").getOne(clubId);
  expect((await admin.collection("chattingRoom").getOne(club.chattingRoom)).users.sort()).toEqual(
    [host.id, guest.id].sort(),
  );
  const asGuest = client();
  asGuest.authStore.save(guest.token, null);
  expect((await asGuest.collection("chattingRoom").getOne(club.chattingRoom)).users).toContain(guest.id);

  // Fill to the limit: the live full dialog, then one more approval is refused.
  for (const m of [extra1, extra2, extra3])
    expect((await call(m, `/api/clubs/${clubId}/apply`, { answer: ANSWER })).status).toBe(200);
  await hp.reload();
  await expect(hp.getByText("참여 대기 멤버 3명")).toBeVisible();
  await approve(hp, extra1);
  await expect(hp.getByText("참여 확정 멤버 3명 중 2명")).toBeVisible();
  await approve(hp, extra2);
  const full = hp.getByRole("dialog", { name: "모집이 완료됐어요!" });
  await expect(full).toBeVisible();
  await full.getByRole("button", { name: "확인" }).click();
  await approve(hp, extra3);
  const refused = hp.getByRole("dialog", { name: "더이상 승인할 수 없어요!" });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole("link", { name: "채팅방으로 가기" })).toHaveAttribute(
    "href",
    `/chatRoom/${club.chattingRoom}`,
  );
  await expectNoSeriousA11yViolations(hp);
  await refused.getByRole("button", { name: "닫기" }).click();

  // Cancel one, then delete the club: the room goes with it.
  await hp.getByRole("button", { name: `${extra1.nickname}님 취소` }).click();
  await confirmIn(hp, "확정 취소");
  await expect(hp.getByText("참여 확정 멤버 3명 중 2명")).toBeVisible();
  const asExtra1 = client();
  asExtra1.authStore.save(extra1.token, null);
  await expect(asExtra1.collection("chattingRoom").getOne(club.chattingRoom)).rejects.toMatchObject({
    status: 404,
  });
  expect((await admin.collection("chattingRoom").getOne(club.chattingRoom)).users.sort()).toEqual(
    [host.id, guest.id, extra2.id].sort(),
  );
  await hp.getByRole("button", { name: "모임 삭제하기" }).click();
  await confirmIn(hp, "삭제하기");
  await expect(hp.getByRole("dialog", { name: "모임이 삭제됐어요" })).toBeVisible();
  await expect(admin.collection("chattingRoom").getOne(club.chattingRoom)).rejects.toMatchObject({
    status: 404,
  });
  await expect(admin.collection("socialing").getOne(clubId)).rejects.toMatchObject({ status: 404 });
  await hostCtx.close();
  await memberCtx.close();
});

async function confirmIn(page: import("@playwright/test").Page, label: string) {
  await page.getByRole("alertdialog").getByRole("button", { name: label, exact: true }).click();
}

async function approve(page: import("@playwright/test").Page, who: Member) {
  await page.getByRole("button", { name: `${who.nickname}님 승인` }).click();
  await confirmIn(page, "승인하기");
}

test("a visitor browses clubs with an inactive heart", async ({ page }) => {
  await page.goto("/main/club");
  await expect(page.getByRole("link", { name: /모임 자세히 보기/ }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "로그인하면 찜할 수 있어요" }).first()).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test("a failed create keeps the draft; a member withdraws an application and sees my clubs", async ({
  page,
}) => {
  const host = await member();
  const me = await member();
  const club = await createClubApi(host, { title: `탈퇴 테스트 모임 ${Date.now() % 10000}` });
  await loginAs(page, me);
  // Withdraw from the detail footer.
  await call(me, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
  await page.goto(`/club/${club.id}`);
  await page.getByRole("button", { name: "신청 취소하기" }).click();
  await confirmIn(page, "신청 취소");
  await expect(page.getByRole("link", { name: "신청하기" })).toBeVisible();
  const admin = await adminClient();
  expect((await admin.collection("socialing").getOne(club.id)).applicant).toEqual([]);
  // My clubs: confirmed section after approval, search by title.
  await call(me, `/api/clubs/${club.id}/apply`, { answer: ANSWER });
  await call(host, `/api/clubs/${club.id}/approve`, { userId: me.id });
  await page.goto("/myClubList");
  const joined = page.getByRole("region", { name: /참여 중인 모임/ });
  await expect(joined.getByRole("link", { name: /탈퇴 테스트 모임/ })).toBeVisible();
  await page.getByRole("searchbox", { name: "내 모임 검색" }).fill("없는제목");
  await expect(joined.getByRole("link", { name: /탈퇴 테스트 모임/ })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  // Leave the confirmed club: out of the lists and the chat room.
  await page.goto(`/club/${club.id}`);
  await expect(page.getByRole("button", { name: "참여가 확정된 모임이에요" })).toBeDisabled();
  await page.getByRole("button", { name: "모임 메뉴 더보기" }).click(); // the footer's ⋯
  await page.getByRole("button", { name: "모임 나가기" }).click();
  await confirmIn(page, "나가기");
  await expect(page.getByRole("link", { name: "신청하기" })).toBeVisible();
  expect((await admin.collection("chattingRoom").getOne(club.chattingRoom)).users).toEqual([host.id]);
  expect((await admin.collection("users").getOne(me.id)).participantSocialing).toEqual([]);
  // A past time is caught on the client; a create the server refuses (a photo that is not an
  // image) keeps every field of the draft.
  await page.evaluate(() => {
    const state = {
      isOffline: false,
      location: "",
      genre: "genre0000000001",
      img: "data:text/plain;base64,aGVsbG8=",
      imgName: "photo.webp",
      title: "실패해도 남는 모임",
      detail: "설명",
      date: "2020-01-01",
      time: "10:00",
      limitPerson: 3,
      query: "질문이에요",
    };
    localStorage.setItem("chaekdongne-club-draft", JSON.stringify({ state, version: 0 }));
  });
  await page.goto("/createClub4");
  await expect(page.getByRole("alert")).toContainText("이미 지난 시간이에요.");
  await expect(page.getByRole("button", { name: "모임 만들기" })).toBeDisabled();
  await page.getByLabel("날짜").fill(future());
  await page.getByRole("button", { name: "모임 만들기" }).click();
  await expect(page.getByRole("alert")).toContainText("작성한 내용은 그대로 남아 있어요.");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "참여 신청 질문" })).toHaveValue("질문이에요");
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem("chaekdongne-club-draft") ?? "{}"));
  expect(draft.state.title).toBe("실패해도 남는 모임");
});
