import { appendImageSet, imageSet } from "../../scripts/lib/image-sizes.mjs";
import { seedImage } from "../../scripts/lib/seed-images.mjs";

// Pictures as the app uploads them (issue 31): `img` with its sizes in `imgSizes`, made with the
// app's table and qualities (scripts/lib/image-sizes.mjs) from a photo-like demo picture.

export type ImageKind = "avatar" | "club" | "cover";

/** Appends a picture of `kind` and its stored sizes to a multipart body (raw-HTTP uploads). */
export async function appendPicture(form: FormData, kind: ImageKind, key = "e2e"): Promise<FormData> {
  return appendImageSet(form, await seedImage(kind, key));
}

/** The files of a picture of `kind` made from `input` (any picture sharp reads). */
export function pictureSet(
  kind: ImageKind,
  input: Buffer,
): Promise<{
  img: { name: string; type: string; data: Buffer };
  sizes: { name: string; type: string; data: Buffer }[];
}> {
  return imageSet(kind, input);
}

const bySize = new Map<number, Promise<Buffer>>();
/**
 * A real picture of the app's shape (plain lossy WebP, no metadata) of close to `bytes` bytes
 * (within 10 %, never more): grain, which does not compress, on a square grown until it fits.
 */
export function pictureOfBytes(bytes: number): Promise<Buffer> {
  if (!bySize.has(bytes))
    bySize.set(
      bytes,
      (async () => {
        const { default: sharp } = await import("sharp");
        const make = (side: number) =>
          sharp({
            create: {
              width: side,
              height: side,
              channels: 3,
              background: "#777",
              noise: { type: "gaussian", mean: 128, sigma: 60 },
            },
          })
            .webp({ quality: 90 })
            .toBuffer();
        let side = Math.round(Math.sqrt(bytes / 0.9)); // ~0.9 bytes a pixel at this quality
        for (let i = 0; i < 30; i++) {
          const out = await make(Math.min(side, 1200));
          if (out.length <= bytes && out.length >= bytes * 0.9) return out;
          side = Math.round(side * Math.sqrt((bytes * 0.95) / out.length));
        }
        throw new Error(`no picture of ${bytes} bytes`);
      })(),
    );
  return bySize.get(bytes)!;
}
