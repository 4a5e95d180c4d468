import { describe, expect, it } from "vitest";
import { REVIEW_LIMITS } from "@/features/reviews/lib/review-limits";
import { HookError, loadHookModule } from "./support/pb-hook-module";

// pb_hooks/review-body.js: what a review body may hold, and the excerpt lists show instead of it.
type ReviewBody = {
  LIMITS: typeof REVIEW_LIMITS;
  visibleText: (html: string) => string;
  excerptOf: (html: string) => string;
  checkBody: (html: string) => void;
  planBody: (
    html: string,
    own: { prefix: string; names: string[] },
  ) => { html: string; pictures: { ext: string; base64: string }[]; kept: string[] };
};
const body = loadHookModule<ReviewBody>("review-body.js");

const refusal = (html: string) => {
  try {
    body.checkBody(html);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(HookError);
    expect((error as HookError).status).toBe(400);
    return (error as HookError).message;
  }
};
const pngHeader = (w: number, h: number) =>
  Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    ...[w, h].flatMap((n) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]),
    8,
    6,
    0,
    0,
    0,
  ]);
const base64 = (bytes: Uint8Array) => {
  let text = "";
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(text);
};
/** A picture for a review body: a PNG header saying w x h, padded to `size` bytes. */
const picture = (size: number, w = 800, h = 600) => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set(pngHeader(w, h));
  return `<p><img src="data:image/png;base64,${base64(bytes)}"></p>`;
};

describe("review body limits", () => {
  it("the editor's numbers are the server's", () => {
    expect(REVIEW_LIMITS).toEqual(body.LIMITS);
  });

  it("accepts a long real review with pictures", () => {
    const text = `<p>${"밤새 읽은 소설 이야기예요. ".repeat(500)}</p>`; // ~8,000 characters
    expect(refusal(text + picture(150_000) + picture(150_000) + picture(150_000))).toBe("");
  });

  it("refuses what a review may not hold, with Korean messages", () => {
    expect(refusal(`<p>${"가".repeat(20_001)}</p>`)).toBe("리뷰 내용은 20,000자까지 쓸 수 있어요.");
    expect(refusal(`<p>${"가".repeat(20_000)}</p>`)).toBe("");
    expect(refusal(Array.from({ length: 6 }, () => picture(1000)).join(""))).toBe(
      "리뷰에는 사진을 5장까지 넣을 수 있어요.",
    );
    expect(refusal(picture(200_001))).toBe(
      "리뷰에 넣는 사진은 한 장에 200KB까지예요. 더 작은 사진을 넣어주세요.",
    );
    expect(refusal(picture(2000, 20000, 20000))).toMatch(/^사진이 너무 커요\./);
    expect(refusal('<p><img src="https://tracker.example/pixel.gif"></p>')).toBe(
      "리뷰 사진은 편집기의 사진 버튼으로 넣어주세요.",
    );
    const tooBig = "리뷰 내용이 너무 커요. 글을 줄이거나 나눠서 올려주세요.";
    expect(refusal(`<p>${"<b></b>".repeat(250_000)}</p>`)).toBe(tooBig); // the 2.9 MB review of the finding
    expect(refusal(`<p>가</p>${"<p><br></p>".repeat(20_000)}`)).toBe(tooBig); // 220 KB of markup, no pictures
  });

  it("keeps the text a reader sees for the excerpt, as PocketBase's excerpt() reads HTML", () => {
    expect(body.visibleText("<p>안녕 &amp; <b>세상</b></p><p>둘째&nbsp;줄</p><script>x()</script>")).toBe(
      "안녕 & 세상 둘째 줄",
    );
    expect(body.visibleText("<p>a<br>b</p><p><img src='data:image/png;base64,AAAA'>c</p>")).toBe("ab c");
    expect(body.excerptOf(`<p>${"가".repeat(1000)}</p>`)).toBe("가".repeat(400));
    expect(body.excerptOf("<p><img src='data:image/png;base64,AAAA'></p>")).toBe(" ");
  });

  it("takes new pictures out of the body and keeps the review's own, wherever they are served from", () => {
    const own = {
      prefix: "/api/files/bookreview00001/abcdefghij12345/",
      names: ["picture_a1.webp", "picture_b2.webp"],
    };
    const plan = body.planBody(
      `<p>글</p>${picture(1000)}<p><img src="http://127.0.0.1:8090${own.prefix}picture_a1.webp"></p>`,
      own,
    );
    expect(plan.html).toBe(
      `<p>글</p><p><img src="chaekdongne-picture:0"></p><p><img src="${own.prefix}picture_a1.webp"></p>`,
    );
    expect(plan.pictures).toHaveLength(1);
    expect(plan.pictures[0].ext).toBe("png");
    expect(plan.kept).toEqual(["picture_a1.webp"]); // picture_b2 was removed from the body
    // Another review's file, or a file this review does not have, is a picture from elsewhere.
    for (const src of [
      "/api/files/bookreview00001/zzzzzzzzzzzzzzz/picture_a1.webp",
      `${own.prefix}picture_c3.webp`,
    ])
      expect(() => body.planBody(`<p><img src="${src}"></p>`, own)).toThrow(
        "리뷰 사진은 편집기의 사진 버튼으로 넣어주세요.",
      );
  });
});
