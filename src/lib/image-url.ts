import { IMAGE_WIDTHS } from "@/config/image-widths.mjs";
import { fileUrl } from "./file-url";

export type ImageKind = keyof typeof IMAGE_WIDTHS;

// Files stored before sizes existed (until `npm run images:migrate` has run): PocketBase's
// thumbnail, as before issue 31.
const LEGACY_THUMB: Record<ImageKind, string> = { avatar: "200x200", club: "600x360", cover: "300x420" };

/** Device pixels per CSS pixel, 1 to 3 (3 while prerendering: Node has no window). */
const density = () =>
  typeof window === "undefined" ? 3 : Math.min(3, Math.ceil(window.devicePixelRatio || 1));

/**
 * The URL of a stored image drawn `css` CSS pixels wide: the smallest stored width (src/config/
 * image-sizes.mjs, docs/images.md) of at least that many device pixels at this screen's density
 * (1x, 2x or 3x). A sized image's file is `<stem>_<largest width>.<ext>` and its sizes
 * `<stem>_<width>.<ext>`. Chosen here rather than by a srcset: the same URL for the <img>, the
 * early painter's preload and the painted markup, and less code on every first screen.
 */
export function imageSrc(
  record: { collectionId: string; id: string },
  file: string | undefined,
  kind: ImageKind,
  css: number,
): string | undefined {
  const widths: readonly number[] = IMAGE_WIDTHS[kind];
  const largest = `_${widths[widths.length - 1]}.`;
  if (!file?.includes(largest)) return fileUrl(record, file, LEGACY_THUMB[kind]);
  const wanted = density() * css;
  return fileUrl(record, file.replace(largest, `_${widths.find((w) => w >= wanted) ?? widths.at(-1)}.`));
}
