import { describe, expect, it } from "vitest";
import { REVIEW_LIMITS } from "@/features/reviews/lib/review-limits";
import { HookError, loadHookModule } from "./support/pb-hook-module";

// pb_hooks/review-body.js: what a review body may hold, and the excerpt lists show instead of it.
type ReviewBody = {
  LIMITS: typeof REVIEW_LIMITS;
  visibleText: (html: string) => string;
  excerptOf: (html: string) => string;
  checkBody: (html: string) => void;
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
  Buffer.from([
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
const img = (bytes: Buffer) => `<p><img src="data:image/png;base64,${bytes.toString("base64")}"></p>`;
const picture = (size: number, w = 800, h = 600) =>
  img(Buffer.concat([pngHeader(w, h), Buffer.alloc(size - 29, 7)]));

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
    expect(refusal(`<p>${"<b></b>".repeat(250_000)}</p>`)).toBe(
      "리뷰 내용이 너무 커요. 사진 수를 줄여주세요.",
    );
  });

  it("keeps the text a reader sees for the excerpt, as PocketBase's excerpt() reads HTML", () => {
    expect(body.visibleText("<p>안녕 &amp; <b>세상</b></p><p>둘째&nbsp;줄</p><script>x()</script>")).toBe(
      "안녕 & 세상 둘째 줄",
    );
    expect(body.visibleText("<p>a<br>b</p><p><img src='data:image/png;base64,AAAA'>c</p>")).toBe("ab c");
    expect(body.excerptOf(`<p>${"가".repeat(1000)}</p>`)).toBe("가".repeat(400));
    expect(body.excerptOf("<p><img src='data:image/png;base64,AAAA'></p>")).toBe(" ");
  });
});
