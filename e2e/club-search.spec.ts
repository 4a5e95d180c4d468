import { test, expect, adminClient, expectNoSeriousA11yViolations, type Member } from "./support/fixtures";
import { call, createClubApi, ANSWER } from "./support/clubs";
import { freshMembers, randomId } from "./support/reviews";
import { block, hideByReports, reporters } from "./support/visibility";

// Club search (issue 34): GET /api/chaekdongne/clubs/search (pb_hooks/clubs/search.js). Tests run in
// parallel against one server, so each one finds its own clubs by a unique word or a day of its own
// far in the future (nobody else's club is on it), never by counts of the whole list.

const G_NOVEL = "genre0000000003";
const G_OTHER = "genre0000000001";

type Item = { id: string; title: string; expand?: { createUser?: Record<string, unknown> } };

const search = async (who: Pick<Member, "token"> | null, params: Record<string, string>) => {
  const res = await call(
    who,
    `/api/chaekdongne/clubs/search?${new URLSearchParams(params)}`,
    undefined,
    "GET",
  );
  return { status: res.status, body: res.body, ids: ((res.body?.items ?? []) as Item[]).map((i) => i.id) };
};

/** A day of its own: a random date in 2028-2031 (YYYY-MM-DD), and a time on it in Korea as ISO. */
function ownDay() {
  const start = Date.UTC(2028, 0, 1) + Math.floor(Math.random() * 1400) * 86_400_000;
  const day = new Date(start).toISOString().slice(0, 10);
  return {
    day,
    at: (kstHour: number) => new Date(`${day}T${String(kstHour).padStart(2, "0")}:00:00+09:00`).toISOString(),
  };
}

const unique = () => `탐${randomId().slice(0, 5)}`; // 6 characters, unique per test

test.describe("club search route (raw HTTP)", () => {
  test("finds words in title, description and place, combined with genre, online/offline, a day and the sort", async () => {
    const [host, host2] = await freshMembers(2);
    const tag = unique();
    const { day, at } = ownDay();
    const a = await createClubApi(host, {
      title: `${tag} 소설 모임`,
      isOffline: "true",
      location: "서울 마포구 망원동",
      genre: G_NOVEL,
      dateTime: at(10),
    });
    const b = await createClubApi(host, {
      title: "온라인 독서 모임",
      detail: `이번 달에는 ${tag}를 함께 읽어요.`,
      genre: G_OTHER,
      dateTime: at(14),
    });
    const c = await createClubApi(host2, {
      title: "바닷가 책모임",
      isOffline: "true",
      location: `부산 ${tag} 서점`,
      genre: G_NOVEL,
      dateTime: at(12),
    });
    const d = await createClubApi(host2, { title: "책 들고 산책해요", dateTime: at(9) });

    // A piece from inside the word (3+ characters: the trigram index), newest first.
    const inner = tag.slice(1);
    expect((await search(null, { q: inner, when: day })).ids).toEqual([c.id, b.id, a.id]);
    const all = await search(null, { q: inner });
    expect(all.status).toBe(200);
    expect(all.ids).toEqual([c.id, b.id, a.id]);
    expect(all.body).toMatchObject({ page: 1, perPage: 10, totalItems: 3, totalPages: 1 });
    // Shaped like the list's page: genre and host expanded, the host as a public card.
    const first = all.body.items[0] as Item & { expand: { genre: { title: string } } };
    expect(first.expand.genre.title).toBeTruthy();
    expect(Object.keys(first.expand.createUser!).sort()).toEqual([
      "collectionId",
      "collectionName",
      "id",
      "img",
      "nickname",
    ]);
    // Soonest first; online or offline; genres.
    expect((await search(null, { q: inner, sort: "soonest" })).ids).toEqual([a.id, c.id, b.id]);
    expect((await search(null, { q: inner, mode: "offline" })).ids).toEqual([c.id, a.id]);
    expect((await search(null, { q: inner, mode: "online" })).ids).toEqual([b.id]);
    expect((await search(null, { q: inner, genres: G_OTHER })).ids).toEqual([b.id]);
    expect((await search(null, { q: inner, genres: `${G_OTHER},${G_NOVEL}`, mode: "offline" })).ids).toEqual([
      c.id,
      a.id,
    ]);
    // Two-character words (below the trigram) and several words, all of which must appear.
    expect((await search(null, { q: "산책", when: day })).ids).toEqual([d.id]);
    expect((await search(null, { q: `${tag} 망원`, when: day })).ids).toEqual([a.id]);
    expect((await search(null, { q: `${tag} 망원 바닷가` })).ids).toEqual([]);
    // The day alone, soonest first.
    expect((await search(null, { when: day, sort: "soonest" })).ids).toEqual([d.id, a.id, c.id, b.id]);
    // Page 2 of a small result is empty, not an error.
    expect((await search(null, { q: inner, page: "2" })).body.items).toEqual([]);

    // A deleted club is gone from the search at once.
    expect((await call(host2, `/api/clubs/${c.id}`, undefined, "DELETE")).status).toBe(204);
    expect((await search(null, { q: inner })).ids).toEqual([b.id, a.id]);
  });

  test("모집 중 leaves out full clubs and clubs that have started; this week is read in Korean time", async () => {
    const [host, ...members] = await freshMembers(4);
    const tag = unique();
    const soon = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const soonAfter = new Date(Date.now() + 2 * 3_600_000 + 60_000).toISOString();
    const full = await createClubApi(host, { title: `${tag} 꽉 찬 모임`, limitPerson: "3", dateTime: soon });
    for (const m of members) {
      expect((await call(m, `/api/clubs/${full.id}/apply`, { answer: ANSWER })).status).toBe(200);
      expect((await call(host, `/api/clubs/${full.id}/approve`, { userId: m.id })).status).toBe(200);
    }
    const open = await createClubApi(host, { title: `${tag} 자리 있는 모임`, dateTime: soonAfter });
    const later = await createClubApi(host, {
      title: `${tag} 다음 달 모임`,
      dateTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    const started = await createClubApi(host, { title: `${tag} 시작한 모임`, dateTime: soon });
    const admin = await adminClient();
    await admin.collection("socialing").update(started.id, {
      dateTime: new Date(Date.now() - 3_600_000).toISOString(),
    });

    expect((await search(null, { q: tag })).ids).toEqual([started.id, later.id, open.id, full.id]);
    expect((await search(null, { q: tag, open: "1" })).ids).toEqual([later.id, open.id]);
    expect((await search(null, { q: tag, open: "1", sort: "soonest" })).ids).toEqual([open.id, later.id]);
    // Soonest lists upcoming clubs only, like the list's own soonest.
    expect((await search(null, { q: tag, sort: "soonest" })).ids).toEqual([full.id, open.id, later.id]);

    // This week ends on Sunday night in Korea; in two hours may already be next week (late Sunday).
    const kstNow = new Date(Date.now() + 9 * 3_600_000);
    const daysToMonday = (8 - kstNow.getUTCDay()) % 7 || 7;
    const nextMonday =
      Date.UTC(kstNow.getUTCFullYear(), kstNow.getUTCMonth(), kstNow.getUTCDate() + daysToMonday) -
      9 * 3_600_000;
    const inWeek = Date.parse(soonAfter) < nextMonday;
    expect((await search(null, { q: tag, when: "week", sort: "soonest" })).ids).toEqual(
      inWeek ? [full.id, open.id] : [],
    );
  });

  test("hidden, blocked and deleted clubs never match, and nothing private can be searched", async () => {
    const [host, other, viewer] = await freshMembers(3);
    const tag = unique();
    const hidden = await createClubApi(host, { title: `${tag} 숨겨질 모임` });
    const blockedHost = await createClubApi(other, { title: `${tag} 차단될 호스트 모임` });
    const shown = await createClubApi(host, { title: `${tag} 보이는 모임` });

    await hideByReports("club", hidden.id, await reporters());
    await block(viewer, other.id);

    // Hidden by reports: for everyone, its host included. Blocked host: for the one who blocked.
    expect((await search(null, { q: tag })).ids).toEqual([shown.id, blockedHost.id]);
    expect((await search(host, { q: tag })).ids).toEqual([shown.id, blockedHost.id]);
    const mine = await search(viewer, { q: tag });
    expect(mine.ids).toEqual([shown.id]);
    expect(mine.body.totalItems).toBe(1); // the count says nothing about what is left out
    for (const filters of [
      { open: "1" },
      { sort: "soonest" },
      { mode: "online" },
      { genres: G_NOVEL },
    ] as Record<string, string>[]) {
      expect((await search(viewer, { q: tag, ...filters })).ids).not.toContain(blockedHost.id);
      expect((await search(null, { q: tag, ...filters })).ids).not.toContain(hidden.id);
    }

    // Only what a card shows is searched: a host's phone or email finds nothing.
    expect((await search(null, { q: host.phone })).ids).toEqual([]);
    expect((await search(null, { q: host.email })).ids).toEqual([]);
  });

  test("anything but the app's own parameters is refused", async () => {
    const refused: Record<string, string>[] = [
      { filter: "title ~ 'a'" },
      { sort: "-created" },
      { sort: "createUser.phone" },
      { expand: "createUser" },
      { fields: "id" },
      { q: "a'b" },
      { q: 'a"b' },
      { q: "a\\b" },
      { q: "100%" },
      { q: "가".repeat(101) },
      { genres: "genre0000000001' OR 1=1" },
      { genres: Array(11).fill(G_NOVEL).join(",") },
      { mode: "both" },
      { when: "2026-02-30" },
      { when: "tomorrow" },
      { open: "true" },
      { perPage: "11" },
      { page: "0" },
    ];
    for (const params of refused) {
      const res = await search(null, params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.body.message).toBe("허용되지 않은 검색이에요.");
    }
    const twice = await call(
      null,
      "/api/chaekdongne/clubs/search?mode=online&mode=offline",
      undefined,
      "GET",
    );
    expect(twice.status).toBe(400);
    const short = await search(null, { q: "책" });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("검색어를 두 글자 이상 입력해주세요.");
    // FTS5 syntax is plain text inside the words.
    for (const q of ["코스* OR 아몬드", "NEAR(a b)", "title:모임", "AND OR NOT"]) {
      const res = await search(null, { q });
      expect(res.status, q).toBe(200);
    }
    // The records API still takes only the list's own shapes (no way around the route).
    const around = await call(
      null,
      `/api/collections/socialing/records?${new URLSearchParams({ filter: "isOffline = true", sort: "-created" })}`,
      undefined,
      "GET",
    );
    expect(around.status).toBe(400);
  });
});

test("search and filters live in the URL: shareable, Back steps through them, the choice is kept", async ({
  page,
}) => {
  const [host] = await freshMembers(1);
  const tag = unique();
  await createClubApi(host, { title: `${tag} 온라인`, isOffline: "false" });
  await createClubApi(host, { title: `${tag} 동네`, isOffline: "true", location: "서울 성북구" });
  const card = (title: string) => page.getByRole("link", { name: `${tag} ${title} 모임 자세히 보기` });

  await page.goto("/main/club");
  await page.getByRole("searchbox", { name: "모임 검색" }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`/main/club\\?q=${encodeURIComponent(tag)}$`));
  await expect(card("온라인")).toBeVisible();
  await expect(card("동네")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "모임 필터" }).click();
  await page.getByRole("group", { name: "진행 방식" }).getByRole("button", { name: "오프라인" }).click();
  await page.getByRole("checkbox", { name: "모집 중인 모임만 보기" }).check();
  await expect(page.getByRole("button", { name: "오프라인" })).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "모임 보기" }).click();
  await expect(page).toHaveURL(/mode=offline&open=1/);
  await expect(card("동네")).toBeVisible();
  await expect(card("온라인")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "모임 필터 (2개 적용됨)" })).toBeVisible();

  // A shared link opens the same list elsewhere.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByRole("searchbox", { name: "모임 검색" })).toHaveValue(tag);
  await expect(other.getByRole("link", { name: `${tag} 동네 모임 자세히 보기` })).toBeVisible();
  await other.close();

  // Back: the search without the filters (the filter page was replaced), then the plain list.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/main/club\\?q=${encodeURIComponent(tag)}$`));
  await expect(card("온라인")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/main\/club$/);
  await expect(page.getByRole("searchbox", { name: "모임 검색" })).toHaveValue("");
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/mode=offline&open=1/);

  // Kept: the tab bar's plain link to the list comes back to the last filters.
  const tabs = page.getByRole("navigation", { name: "주요 메뉴" });
  await tabs.getByRole("link", { name: "책 리뷰" }).click();
  await expect(page).toHaveURL(/\/main\/bookReview$/);
  await tabs.getByRole("link", { name: "클럽 모임" }).click();
  await expect(page).toHaveURL(/mode=offline&open=1/);
  await expect(card("동네")).toBeVisible();
});
