import { test, expect, type Page } from "@playwright/test";
import { layoutProblems, formatProblems, type LayoutRule } from "./support/layout-check";

// The layout check (e2e/support/layout-check.ts) proven on planted defects: each rule reports its
// defect on a small page, and a page that does everything right reports nothing. No server: the
// pages are set in place (fast enough for `npm test`).
test.use({ viewport: { width: 360, height: 640 } });

const BASE = `<meta name="viewport" content="width=device-width, initial-scale=1"><style>
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 "Noto Sans CJK KR", sans-serif; word-break: keep-all; overflow-wrap: anywhere; }
  button, textarea { font: inherit; }
  button { min-height: 48px; }
</style>`;

async function problemsOn(page: Page, html: string) {
  await page.setContent(`<!doctype html><html lang="ko"><head>${BASE}</head><body>${html}</body></html>`);
  return layoutProblems(page);
}
const rules = (list: { rule: LayoutRule }[]) => list.map((p) => p.rule);

test("a page that does everything right reports nothing", async ({ page }) => {
  const problems = await problemsOn(
    page,
    `<main style="padding: 16px 16px 80px">
      <h1>한강 작가 소설 함께 읽기</h1>
      <p>『작별하지 않는다』를 3주 동안 나눠 읽고, 마지막 주에 망원동 작은 책방에서 만나 이야기를 나눠요.
        자세한 내용은 <a href="#rules">모임 규칙</a>을 읽어 주세요.</p>
      <p style="width: 120px">https://example.com/a/very/long/path/that/must/break/somewhere</p>
      <p style="width: 160px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">서울특별시 마포구 양화로 아주 긴 이름의 동네 책방</p>
      <p style="width: 200px; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2">
        두 줄까지만 보이는 긴 미리보기 문장이에요. 세 번째 줄부터는 말줄임표로 잘려요. 더 긴 문장이 이어져요.</p>
      <div style="display: flex; gap: 8px">
        <button style="flex: 1">채팅방 가기</button>
        <button style="flex: 1">캘린더에 추가</button>
      </div>
      <button aria-label="좋아요" style="width: 32px; height: 32px; min-height: 0; margin: 24px">♥</button>
      <label style="display: flex; align-items: center; gap: 8px; min-height: 44px">
        <input type="checkbox" style="width: 20px; height: 20px"> 모임 규칙에 동의해요</label>
      <textarea placeholder="댓글을 입력해 주세요" style="width: 100%" rows="2"></textarea>
      <p id="last">마지막 줄도 하단 바 위에 보여요.</p>
    </main>
    <nav style="position: fixed; bottom: 0; left: 0; right: 0; height: 56px; background: #fff; display: flex">
      <a href="/" style="flex: 1; display: flex; align-items: center; justify-content: center">홈</a>
      <a href="/my" style="flex: 1; display: flex; align-items: center; justify-content: center">내 모임</a>
    </nav>`,
  );
  expect(formatProblems(problems)).toEqual([]);
});

test("word-break: a Korean word broken across lines, not a long URL", async ({ page }) => {
  const problems = await problemsOn(
    page,
    `<div style="display: flex; width: 300px">
      <span style="flex: 1">책벌레하나 · 3분 전 · 공감 3 · 답글 달기 · 신고하기 메뉴</span>
      <button style="width: 24px; min-height: 0; padding: 0; word-break: normal">답글 2개 더보기</button>
    </div>
    <p style="width: 120px">https://example.com/a/very/long/path/that/must/break/somewhere</p>`,
  );
  const breaks = problems.filter((p) => p.rule === "word-break");
  expect(breaks.length).toBeGreaterThan(0);
  expect(breaks[0].element).toContain("답글 2개 더보기");
  expect(breaks.map((p) => p.detail).join()).not.toContain("example.com");
});

test("two-line-label: a button, a tab or a button-styled link whose label wraps", async ({ page }) => {
  const problems = await problemsOn(
    page,
    `<div style="display: flex; gap: 8px; width: 150px">
      <button style="flex: 1">채팅방 가기</button>
      <a href="/x" style="flex: 1; display: inline-flex; align-items: center; border: 1px solid #ccc; min-height: 48px">모임 보러 가기</a>
    </div>
    <div role="tablist"><span role="tab" tabindex="0" style="display: inline-block; width: 50px; min-height: 48px">독서 모임</span></div>
    <a href="/card" style="display: block; border: 1px solid #ccc; width: 200px"><h3>카드 제목은 두 줄이 되어도 괜찮아요 정말로</h3></a>`,
  );
  const labels = problems.filter((p) => p.rule === "two-line-label").map((p) => p.element);
  expect(labels).toEqual([
    expect.stringContaining("채팅방 가기"),
    expect.stringContaining("모임 보러 가기"),
    expect.stringContaining("독서 모임"),
  ]);
});

test("clipped and overflow: text cut by its box, a cut placeholder, text spilling out", async ({ page }) => {
  const problems = await problemsOn(
    page,
    `<div style="width: 120px; height: 24px; overflow: hidden">여기 긴 안내 문구가 두 줄이 되면서 잘려요</div>
    <div style="width: 120px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">말줄임표는 일부러 자른 거예요 괜찮아요</div>
    <div style="display: flex; width: 200px; gap: 8px">
      <span style="flex: none">@책벌레하나</span>
      <textarea rows="1" placeholder="책벌레하나님에게 답글 입력" style="flex: 1; min-width: 0; resize: none; overflow: hidden"></textarea>
    </div>
    <div style="width: 60px; white-space: nowrap">밖으로 넘치는 글자예요</div>
    <div style="width: 300px; height: 20px">두 줄로는 모자라서 아래로 흘러넘치는 아주 긴 안내 문구예요. 다음 줄도 있어요</div>`,
  );
  expect(formatProblems(problems.filter((p) => p.rule === "clipped" || p.rule === "overflow"))).toEqual([
    expect.stringMatching(/^clipped .*여기 긴 안내 문구.*its own box/),
    expect.stringMatching(/^overflow .*밖으로 넘치는 글자/),
    expect.stringMatching(/^overflow .*두 줄로는 모자라서.*tall in a 20px box/),
    expect.stringMatching(/^clipped .*textarea "책벌레하나님에게 답글 입력".*placeholder needs/),
  ]);
});

test("small-target: under 24 px fails, 24-44 px only with room around it, prose links exempt", async ({
  page,
}) => {
  const problems = await problemsOn(
    page,
    `<button aria-label="닫기" style="width: 20px; height: 20px; min-height: 0; padding: 0">×</button>
    <div role="menu" style="display: flex; flex-direction: column; width: 42px; margin: 40px">
      <button role="menuitem" style="height: 28px; min-height: 0; padding: 0">수정</button>
      <button role="menuitem" style="height: 28px; min-height: 0; padding: 0">삭제</button>
    </div>
    <button aria-label="좋아요" style="width: 32px; height: 32px; min-height: 0; margin: 40px">♥</button>
    <p>가입하면 <a href="/terms">이용약관</a>에 동의하는 거예요.</p>`,
  );
  expect(formatProblems(problems.filter((p) => p.rule === "small-target"))).toEqual([
    expect.stringMatching(/"닫기".*20×20 px, under 24/),
    expect.stringMatching(/"수정".*42×28 px with button\[role=menuitem\] "삭제"/),
    expect.stringMatching(/"삭제".*42×28 px with button\[role=menuitem\] "수정"/),
  ]);
});

test("covered: a fixed bar over the last content, a toast over a control", async ({ page }) => {
  const problems = await problemsOn(
    page,
    `<main style="padding: 100px 16px 16px">
      <p style="height: 900px">긴 본문이에요.</p>
      <p>41/500</p>
    </main>
    <div style="position: fixed; bottom: 0; left: 0; right: 0; height: 72px; background: #fff; padding: 12px">
      <button style="width: 100%">다음</button>
    </div>
    <div style="position: fixed; top: 0; left: 0; right: 0; height: 100px; padding: 16px">
      <button style="width: 200px">모임 나가기</button>
    </div>
    <div role="status" style="position: fixed; top: 20px; left: 20px; padding: 12px; background: #222; color: #fff; pointer-events: none">링크를 복사했어요</div>`,
  );
  expect(formatProblems(problems.filter((p) => p.rule === "covered"))).toEqual([
    expect.stringMatching(/button "모임 나가기".*under toast .*링크를 복사했어요/),
    expect.stringMatching(/p "41\/500".*under bar .*다음.*scrolled to the bottom/),
  ]);
});

test("covered: the field being typed in, with its counter, under a sticky footer", async ({ page }) => {
  await problemsOn(
    page,
    `<form style="padding: 16px">
      <div style="height: 700px">사진</div>
      <div><label for="d">모임 소개</label><textarea id="d" rows="3" style="width: 100%"></textarea><span>41/500</span></div>
      <div style="position: sticky; bottom: 0; background: #fff; padding: 12px"><button style="width: 100%">다음</button></div>
    </form>`,
  );
  await page.getByLabel("모임 소개").fill("『작별하지 않는다』를 3주 동안 나눠 읽고 만나요.");
  await page.getByLabel("모임 소개").evaluate((el) => {
    window.scrollTo(0, 0);
    el.scrollIntoView({ block: "nearest" });
  });
  expect(formatProblems(await layoutProblems(page))).toEqual([
    expect.stringMatching(/^covered .*textarea "『작별하지.*under bar div "다음" while typing in it/),
    expect.stringMatching(/^covered .*span "41\/500".*off the screen while typing/),
  ]);
  // Room kept for the footer (scroll-padding) and for the counter (scroll-margin): all clear.
  await page.addStyleTag({
    content: "html { scroll-padding-bottom: 80px } textarea { scroll-margin-bottom: 24px }",
  });
  await page.getByLabel("모임 소개").evaluate((el) => {
    window.scrollTo(0, 0);
    el.scrollIntoView({ block: "nearest" });
  });
  expect(formatProblems(await layoutProblems(page))).toEqual([]);
});

test("covered: a toast left under an open dialog's backdrop", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="ko"><head>${BASE}</head><body>
    <div role="status" style="position: fixed; bottom: 80px; left: 20px">신고했어요</div>
    <dialog aria-labelledby="t"><h2 id="t" tabindex="-1">신고하기</h2><button>확인</button></dialog>
    <script>document.querySelector("dialog").showModal()</script></body></html>`,
  );
  const problems = await layoutProblems(page);
  expect(formatProblems(problems)).toEqual([expect.stringMatching(/^covered .*신고했어요.*backdrop/)]);
});

test("focus: a dialog opened by a tap puts its first focus on the close button", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="ko"><head>${BASE}</head><body>
    <button id="open" onclick="document.getElementById('bad').showModal()">신고하기</button>
    <button id="open2" onclick="document.getElementById('good').showModal()">차단하기</button>
    <dialog id="bad" aria-labelledby="t1"><button aria-label="닫기" style="width: 44px; height: 44px">×</button>
      <h2 id="t1">신고하기</h2></dialog>
    <dialog id="good" aria-labelledby="t2"><button aria-label="닫기" style="width: 44px; height: 44px">×</button>
      <h2 id="t2" tabindex="-1" autofocus>차단하기</h2></dialog></body></html>`,
  );
  await page.locator("#open").click();
  expect(rules(await layoutProblems(page))).toEqual(["focus"]);
  await page.keyboard.press("Escape");
  await page.locator("#open2").click();
  expect(rules(await layoutProblems(page))).toEqual([]);
});

test("no screen is judged mid-animation: the check waits for the end state", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  // The button's label fits while it is wide and wraps once it has shrunk: judged at the start,
  // the page would pass.
  await page.setContent(
    `<!doctype html><html lang="ko"><head>${BASE}</head><body>
    <button id="b" style="width: 300px; transition: width 600ms linear">모임 나가기</button>
    <script>
      const b = document.getElementById("b");
      b.getBoundingClientRect();
      b.style.width = "60px";
    </script></body></html>`,
  );
  expect(rules(await layoutProblems(page))).toContain("two-line-label");
});
