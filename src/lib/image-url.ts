import { IMAGE_WIDTHS } from "@/config/image-widths.mjs";
import { fileUrl } from "./file-url";

export type ImageKind = keyof typeof IMAGE_WIDTHS;

// Files stored before sizes existed (until `npm run images:migrate` has run): PocketBase's
// thumbnail, as before issue 31.
const LEGACY_THUMB: Record<ImageKind, string> = { avatar: "200x200", club: "600x360", cover: "300x420" };

/**
 * `src` and `srcset` of a stored image drawn `css` CSS pixels wide: at 1x, 2x and 3x, the smallest
 * stored width (src/config/image-sizes.mjs, docs/images.md) that is at least that many device pixels; `src` is the
 * 3x one. A sized image's file is `<stem>_<largest width>.<ext>` and its sizes `<stem>_<w>.<ext>`.
 */
export function imageSrc(
  record: { collectionId: string; id: string },
  file: string | undefined,
  kind: ImageKind,
  css: number,
): { src?: string; srcSet?: string } {
  const widths: readonly number[] = IMAGE_WIDTHS[kind];
  const largest = `_${widths[widths.length - 1]}.`;
  if (!file?.includes(largest)) return { src: fileUrl(record, file, LEGACY_THUMB[kind]) };
  const urls = [1, 2, 3].map((density) =>
    fileUrl(record, file.replace(largest, `_${widths.find((w) => w >= density * css) ?? widths.at(-1)}.`)),
  );
  // The same file may serve several densities: a srcset may name it more than once.
  return { src: urls[2], srcSet: urls.map((url, i) => `${url} ${i + 1}x`).join() };
}
