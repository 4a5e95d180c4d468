import { ACCEPTED_IMAGE_TYPES, compressImage } from "@/lib/compress-image";
import { REVIEW_LIMITS } from "./review-limits";

// Spec 5: the editor's image picker accepts png, gif, jpeg, bmp and icons.
export const EDITOR_IMAGE_TYPES = [
  "image/png",
  "image/gif",
  "image/jpeg",
  "image/bmp",
  "image/x-icon",
  "image/vnd.microsoft.icon",
];
// Pictures live inside the body, which every reader downloads: small ones (server cap per picture).
const MAX_SIDE = 1200;
const TARGET_MB = 0.18;
const TOO_BIG = `사진이 너무 커요. ${Math.round(REVIEW_LIMITS.maxImageBytes / 1000)}KB 이하의 사진을 넣어주세요.`;

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
  const image = ACCEPTED_IMAGE_TYPES.includes(file.type)
    ? await compressImage(file, MAX_SIDE, TARGET_MB)
    : file;
  if (image.size > REVIEW_LIMITS.maxImageBytes) throw new Error(TOO_BIG);
  return toDataUrl(image);
}
