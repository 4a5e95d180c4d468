// Phone photos are often 5-12 MB; shrink them on the client so uploads never hit the 5 MB limit.
// The library's web worker loads the library script by URL: served from our own build (a hashed
// asset), never from its default public CDN (no third-party script at run time, CSP-friendly).
import workerLibURL from "browser-image-compression/dist/browser-image-compression.js?url";
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export async function compressImage(file: File, maxWidthOrHeight = 1600): Promise<File> {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) throw new Error("이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있어요.");
  if (file.type === "image/gif" && file.size <= MAX_UPLOAD_BYTES) return file; // keep animation
  const { default: imageCompression } = await import("browser-image-compression");
  const blob = await imageCompression(file, { maxSizeMB: 1, maxWidthOrHeight, useWebWorker: true, libURL: new URL(workerLibURL, location.href).href, fileType: "image/webp" });
  const name = file.name.replace(/\.[^.]+$/, "") || "image";
  return new File([blob], `${name}.webp`, { type: "image/webp" });
}
