import { ACCEPTED_IMAGE_TYPES, compressImage } from "@/lib/compress-image";

// Spec 5: the editor's image picker accepts png, gif, jpeg, bmp and icons.
export const EDITOR_IMAGE_TYPES = [
  "image/png",
  "image/gif",
  "image/jpeg",
  "image/bmp",
  "image/x-icon",
  "image/vnd.microsoft.icon",
];
const MAX_RAW_BYTES = 1024 * 1024;

const toDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** An inline image for the body: shrunk on the client (images are stored inside the HTML). */
export async function editorImageDataUrl(file: File): Promise<string> {
  if (!EDITOR_IMAGE_TYPES.includes(file.type))
    throw new Error("PNG, GIF, JPEG, BMP, ICO 이미지만 넣을 수 있어요.");
  if (ACCEPTED_IMAGE_TYPES.includes(file.type)) return toDataUrl(await compressImage(file, 1200));
  if (file.size > MAX_RAW_BYTES) throw new Error("1MB 이하의 이미지만 넣을 수 있어요.");
  return toDataUrl(file);
}
