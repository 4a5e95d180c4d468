import { describe, expect, it } from "vitest";
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

  it.each(PLACES)("%s (%s): sharp at 1x-3x, at most 2x the pixels drawn at 3x", (kind, _place, css) => {
    const { src, srcSet } = imageSrc(record, stored(kind), kind, css);
    const spec = IMAGE_KINDS[kind];
    const w = widthOf(src!);
    expect(w).toBeGreaterThanOrEqual(Math.min(3 * css, spec.widths.at(-1)!));
    // Pixels served per pixel drawn at DPR 3 (the stored aspect is the drawn one, but for the
    // chat room's square, drawn 56 high: its css width here is the photo's width at that height).
    expect((w * w) / (3 * css) ** 2).toBeLessThanOrEqual(2);
    for (const entry of srcSet?.split(",") ?? []) {
      const [url, density] = entry.split(" ");
      expect(widthOf(url)).toBeGreaterThanOrEqual(Math.min(parseInt(density) * css, spec.widths.at(-1)!));
    }
  });

  it("gives 1x, 2x and 3x candidates", () => {
    const { src, srcSet } = imageSrc(record, stored("club"), "club", 398);
    expect(src).toMatch(/_1200\.webp$/);
    expect(srcSet?.split(",").map((e) => e.replace(/^.*_(\d+)\.webp/, "$1"))).toEqual([
      "480 1x",
      "800 2x",
      "1200 3x",
    ]);
    // A 24 px avatar: 72 px serves 1x to 3x (a srcset may name a file for several densities).
    expect(imageSrc(record, stored("avatar"), "avatar", 24).srcSet?.match(/_72\.webp \dx/g)).toHaveLength(3);
  });

  it("a file stored before sizes existed gets PocketBase's thumbnail as before", () => {
    expect(imageSrc(record, "photo_a1b2c3d4e5.webp", "club", 398).src).toMatch(
      /photo_a1b2c3d4e5\.webp\?thumb=600x360$/,
    );
    expect(imageSrc(record, "img_4032_1234567890.webp", "club", 398).src).toMatch(/\?thumb=600x360$/);
    expect(imageSrc(record, undefined, "club", 398).src).toBeUndefined();
  });
});
