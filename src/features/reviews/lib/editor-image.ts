import { preparePicture } from "@/lib/prepare-image";

// Spec 5: the editor's image picker accepts png, gif, jpeg, bmp and icons.
export const EDITOR_IMAGE_TYPES = [
  "image/png",
  "image/gif",
  "image/jpeg",
  "image/bmp",
  "image/x-icon",
  "image/vnd.microsoft.icon",
];

const toDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * An inline image for the editor: made on the phone like every picture (lib/prepare-image.ts:
 * upright, at most 1200 px, WebP/JPEG within the server's 200 KB; BMP and icons too, which the
 * server does not take as they are). Sent as a file of `images` on save (lib/review-pictures.ts).
 */
export async function editorImageDataUrl(file: File): Promise<string> {
  if (!EDITOR_IMAGE_TYPES.includes(file.type))
    throw new Error("PNG, GIF, JPEG, BMP, ICO 이미지만 넣을 수 있어요.");
  return toDataUrl(await preparePicture(file, EDITOR_IMAGE_TYPES));
}
