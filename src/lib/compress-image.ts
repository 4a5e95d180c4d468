// Phone photos are often 5-12 MB; shrink them on the client so uploads never hit the 5 MB limit.
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

// The compression worker loads the library by URL: our own copy, never the default CDN (the CSP
// allows no third-party origin, and a photo upload must not tell a CDN about our members).
const libURL = () =>
  import("browser-image-compression/dist/browser-image-compression.js?url").then((m) => m.default);

export async function compressImage(file: File, maxWidthOrHeight = 1600, maxSizeMB = 1): Promise<File> {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type))
    throw new Error("이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있어요.");
  if (file.type === "image/gif" && file.size <= Math.min(MAX_UPLOAD_BYTES, maxSizeMB * 1024 * 1024))
    return file; // keep animation
  const [{ default: imageCompression }, url] = await Promise.all([
    import("browser-image-compression"),
    libURL(),
  ]);
  const blob = await imageCompression(file, {
    maxSizeMB,
    maxWidthOrHeight,
    useWebWorker: true,
    fileType: "image/webp",
    libURL: new URL(url, location.href).href,
  });
  const name = file.name.replace(/\.[^.]+$/, "") || "image";
  return new File([blob], `${name}.webp`, { type: "image/webp" });
}
