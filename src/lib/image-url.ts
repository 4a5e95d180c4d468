import { IMAGE_KINDS } from "@/config/image-sizes.mjs";
import { fileUrl } from "./file-url";

export type ImageKind = keyof typeof IMAGE_KINDS;

// Files stored before sizes existed (until `npm run images:migrate` has run): PocketBase's
// thumbnail, as before issue 31.
const LEGACY_THUMB: Record<ImageKind, string> = { avatar: "200x200", club: "600x360", cover: "300x420" };

/**
 * `src` and `srcset` of a stored image drawn `css` CSS pixels wide: at 1x, 2x and 3x, the smallest
 * stored width (src/config/image-sizes.mjs) that is at least that many device pixels; `src` is the
 * 3x one. A sized image's file is `<stem>_<largest width>.<ext>` and its sizes `<stem>_<w>.<ext>`.
 */
export function imageSrc(
  record: { collectionId: string; id: string },
  file: string | undefined,
  kind: ImageKind,
  css: number,
): { src?: string; srcSet?: string } {
  if (!file) return {};
  const widths: readonly number[] = IMAGE_KINDS[kind].widths;
  const largest = widths[widths.length - 1];
  const sized = /^(.+)_(\d+)(\.\w+)$/.exec(file);
  if (!sized || Number(sized[2]) !== largest) return { src: fileUrl(record, file, LEGACY_THUMB[kind]) };
  const at = (density: number) =>
    fileUrl(record, `${sized[1]}_${widths.find((w) => w >= density * css) ?? largest}${sized[3]}`)!;
  const urls = [at(1), at(2), at(3)];
  // One entry per file, at the highest density it serves.
  const entries = urls.map((url, i) => `${url} ${i + 1}x`).filter((_, i) => urls.indexOf(urls[i], i + 1) < 0);
  return { src: urls[2], srcSet: entries.length > 1 ? entries.join(", ") : undefined };
}
