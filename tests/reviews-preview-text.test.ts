// @vitest-environment node
import { describe, expect, it } from "vitest";
import { previewText } from "@/features/reviews/lib/preview-text";

describe("previewText", () => {
  it("drops a syllable PocketBase's byte-based excerpt cut in half", () => {
    expect(previewText("걱정이 조금 작아\uFFFD\uFFFD...")).toBe("걱정이 조금 작아…");
    expect(previewText("걱정이 조금 작아\uFFFD")).toBe("걱정이 조금 작아…");
  });
  it("leaves whole text alone", () => {
    expect(previewText("창백한 푸른 점...")).toBe("창백한 푸른 점...");
    expect(previewText("짧은 리뷰")).toBe("짧은 리뷰");
  });
});
