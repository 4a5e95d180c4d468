import { describe, expect, it, vi } from "vitest";
import { AVATAR_SIZES } from "@/components/ui/avatar-src";
import { IMAGE_KINDS, heightFor } from "@/config/image-sizes.mjs";
import { imageSrc, type ImageKind } from "@/lib/image-url";
import { loadHookModule } from "./support/pb-hook-module";

// Issue 31: every stored picture exists in the sizes the app shows it at (src/config/image-sizes.mjs);
// the server checks uploads against its own copy of the table (pb_hooks/core/image-sizes.js).
type ServerKinds = Record<string, { kind: string; widths: number[]; aspect: number[]; og?: number[] }>;
const server = loadHookModule<{ KINDS: ServerKinds }>("core/image-sizes.js");

// Every place the app draws a stored picture: CSS width of the drawn box (as the image's width
// when it is cut to cover a box of another shape).
const PLACES: [ImageKind, string, number][] = [
  ...Object.entries(AVATAR_SIZES).map(
    ([name, px]) => ["avatar", `avatar ${name}`, px] as [ImageKind, string, number],
  ),
  ["avatar", "profile photo picker", 80],
  ["club", "club card and detail (430 - 2 x 16)", 398],
  ["club", "liked club (마이페이지)", 160],
  ["club", "club summary card", 100],
  ["club", "chat room: a 56 px square of the 5:3 photo", 94],
  ["cover", "review list row", 72],
  ["cover", "my reviews (마이페이지)", 60],
  ["cover", "review detail", 180],
];

const record = { collectionId: "c0000000000000a", id: "r0000000000000a" };
const stored = (kind: ImageKind) => `${kind}_abcdefghijkl_${IMAGE_KINDS[kind].widths.at(-1)}.webp`;
const widthOf = (url: string) => Number(/_(\d+)\.webp$/.exec(url)![1]);

describe("image sizes", () => {
  it("the server's table is the app's", () => {
    const fromApp = Object.fromEntries(
      Object.entries(IMAGE_KINDS).map(([kind, spec]) => [
        spec.collection,
        {
          kind,
          widths: [...spec.widths],
          aspect: [...spec.aspect],
          ...("og" in spec ? { og: [...spec.og] } : {}),
        },
      ]),
    );
    expect(server.KINDS).toEqual(fromApp);
  });

  it("every size has whole pixels in its aspect", () => {
    for (const spec of Object.values(IMAGE_KINDS))
      for (const w of spec.widths)
        expect(Math.abs((heightFor(spec, w) * spec.aspect[0]) / spec.aspect[1] - w)).toBeLessThan(1);
  });

  const atDensity = (dpr: number, ...args: Parameters<typeof imageSrc>) => {
    vi.stubGlobal("devicePixelRatio", dpr);
    try {
      return imageSrc(...args)!;
    } finally {
      vi.unstubAllGlobals();
    }
  };

  it.each(PLACES)("%s (%s): sharp at 1x-3x, at most 2x the pixels drawn at 3x", (kind, _place, css) => {
    const spec = IMAGE_KINDS[kind];
    for (const dpr of [1, 2, 2.625, 3]) {
      const w = widthOf(atDensity(dpr, record, stored(kind), kind, css));
      expect(w, `at ${dpr}x`).toBeGreaterThanOrEqual(Math.min(Math.ceil(dpr) * css, spec.widths.at(-1)!));
    }
    // Pixels served per pixel drawn at DPR 3 (the stored aspect is the drawn one; the chat room's
    // square, drawn 56 high, counts the photo's width at that height).
    const w = widthOf(atDensity(3, record, stored(kind), kind, css));
    expect((w * w) / (3 * css) ** 2).toBeLessThanOrEqual(2);
  });

  it("asks for the width of this screen's density", () => {
    expect([1, 2, 3, 4].map((dpr) => widthOf(atDensity(dpr, record, stored("club"), "club", 398)))).toEqual([
      480, 800, 1200, 1200,
    ]);
    expect(widthOf(atDensity(3, record, stored("avatar"), "avatar", 24))).toBe(72);
  });

  it("a file stored before sizes existed gets PocketBase's thumbnail as before", () => {
    expect(imageSrc(record, "photo_a1b2c3d4e5.webp", "club", 398)).toMatch(
      /photo_a1b2c3d4e5\.webp\?thumb=600x360$/,
    );
    expect(imageSrc(record, "img_1200_1234567890.webp", "club", 398)).toMatch(/\?thumb=600x360$/);
    expect(imageSrc(record, undefined, "club", 398)).toBeUndefined();
  });
});
