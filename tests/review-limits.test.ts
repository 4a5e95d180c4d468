// @vitest-environment node
import { describe, expect, it } from "vitest";
import { REVIEW_LIMITS, SHORT_BODY } from "@/features/reviews/lib/review-limits";
import { takePicturesOut } from "@/features/reviews/lib/review-pictures";
import { HookError, loadHookModule } from "./support/pb-hook-module";

// pb_hooks/reviews/body.js: what a review body may hold, where its pictures go, and the excerpt
// lists show instead of it; src/features/reviews/lib: the editor's side of the same.
type Plan = { html: string; used: string[]; kept: string[] };
type ReviewBody = {
  LIMITS: typeof REVIEW_LIMITS;
  visibleText: (html: string) => string;
  excerptOf: (html: string) => string;
  planBody: (html: string, own: { prefix: string; names: string[]; uploads: string[] }) => Plan;
  checkStoredBody: (html: string) => void;
};
const body = loadHookModule<ReviewBody>("reviews/body.js");

const PREFIX = "/api/files/bookreview00001/abcdefghij12345/";
const own = {
  prefix: PREFIX,
  names: ["picture_a1.webp", "picture_b2.webp"],
  uploads: ["picture_n1.webp", "picture_n2.webp"],
};
const img = (src: string) => `<p><img src="${src}"></p>`;
const refusal = (html: string) => {
  try {
    body.planBody(html, own);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(HookError);
    expect((error as HookError).status).toBe(400);
    return (error as HookError).message;
  }
};

describe("review body limits", () => {
  it("the editor's numbers are the server's", () => {
    expect(REVIEW_LIMITS).toEqual(body.LIMITS);
  });

  it("accepts a long real review with pictures", () => {
    const text = `<p>${"밤새 읽은 소설 이야기예요. ".repeat(500)}</p>`; // ~8,000 characters
    expect(
      refusal(
        text + img("chaekdongne-picture:0") + img("chaekdongne-picture:1") + img(`${PREFIX}picture_a1.webp`),
      ),
    ).toBe("");
  });

  it("refuses what a review may not hold, with Korean messages", () => {
    expect(refusal(`<p>${"가".repeat(20_001)}</p>`)).toBe("리뷰 내용은 20,000자까지 쓸 수 있어요.");
    expect(refusal(`<p>${"가".repeat(20_000)}</p>`)).toBe("");
    expect(refusal(Array.from({ length: 6 }, () => img(`${PREFIX}picture_a1.webp`)).join(""))).toBe(
      "리뷰에는 사진을 5장까지 넣을 수 있어요.",
    );
    const elsewhere = "리뷰 사진은 편집기의 사진 버튼으로 넣어주세요.";
    for (const src of [
      "https://tracker.example/pixel.gif", // tells another site who reads the review
      "data:image/png;base64,iVBORw0KGgo=", // would sit inside the text every reader downloads
      "chaekdongne-picture:2", // no such file sent
      "/api/files/bookreview00001/zzzzzzzzzzzzzzz/picture_a1.webp", // another review's
      `${PREFIX}picture_c3.webp`, // not this review's
    ])
      expect(refusal(img(src)), src).toBe(elsewhere);
    expect(refusal(img("chaekdongne-picture:0") + img("chaekdongne-picture:0"))).toBe(elsewhere);
    const tooBig = "리뷰 내용이 너무 커요. 글을 줄이거나 나눠서 올려주세요.";
    expect(refusal(`<p>${"<b></b>".repeat(250_000)}</p>`)).toBe(tooBig); // the 2.9 MB review of the finding
    expect(refusal(`<p>가</p>${"<p><br></p>".repeat(20_000)}`)).toBe(tooBig); // 220 KB of markup
  });

  it("checks the body as stored on every save with the editor's message (a title-only edit too)", () => {
    const stored = (html: string) => {
      try {
        body.checkStoredBody(html);
        return "";
      } catch (error) {
        expect((error as HookError).status).toBe(400);
        return (error as HookError).message;
      }
    };
    expect(stored("<p>좋아요</p>")).toBe(SHORT_BODY);
    expect(stored(`<p>아홉 글자&nbsp;리뷰</p>${img(`${PREFIX}picture_a1.webp`)}`)).toBe(SHORT_BODY); // pictures do not count
    expect(stored("<p>열 글자가 되는 리뷰</p>")).toBe("");
    expect(stored(`<p>${"가".repeat(20_001)}</p>`)).toBe("리뷰 내용은 20,000자까지 쓸 수 있어요.");
    expect(stored(`<p>열 글자가 되는 리뷰</p>${img(`${PREFIX}a.webp`).repeat(6)}`)).toBe(
      "리뷰에는 사진을 5장까지 넣을 수 있어요.",
    );
  });

  it("points pictures at the review's files, wherever they were served from", () => {
    const plan = body.planBody(
      `<p>글</p>${img("chaekdongne-picture:1")}${img(`http://127.0.0.1:8090${PREFIX}picture_a1.webp`)}`,
      own,
    );
    expect(plan.html).toBe(`<p>글</p>${img(`${PREFIX}picture_n2.webp`)}${img(`${PREFIX}picture_a1.webp`)}`);
    expect(plan.used).toEqual(["picture_n2.webp"]); // picture_n1 was sent but is not in the body
    expect(plan.kept).toEqual(["picture_a1.webp"]); // picture_b2 was removed from the body
  });

  it("the editor sends embedded pictures as files with placeholders", () => {
    const png = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 1, 2, 3));
    const sent = takePicturesOut(
      `<p>글</p><p><img src="data:image/png;base64,${png}"></p><p><img src="data:image/jpeg;base64,${png}"></p>`,
    );
    expect(sent.html).toBe(
      '<p>글</p><p><img src="chaekdongne-picture:0"></p><p><img src="chaekdongne-picture:1"></p>',
    );
    expect(sent.pictures.map((p) => [p.name, p.type, p.size])).toEqual([
      ["picture.png", "image/png", 7],
      ["picture.jpg", "image/jpeg", 7],
    ]);
  });

  it("keeps the text a reader sees for the excerpt, as PocketBase's excerpt() reads HTML", () => {
    expect(body.visibleText("<p>안녕 &amp; <b>세상</b></p><p>둘째&nbsp;줄</p><script>x()</script>")).toBe(
      "안녕 & 세상 둘째 줄",
    );
    expect(body.visibleText("<p>a<br>b</p><p><img src='data:image/png;base64,AAAA'>c</p>")).toBe("ab c");
    expect(body.excerptOf(`<p>${"가".repeat(1000)}</p>`)).toBe("가".repeat(400));
    expect(body.excerptOf("<p><img src='/api/files/x/y/z.webp'></p>")).toBe(" ");
  });
});
