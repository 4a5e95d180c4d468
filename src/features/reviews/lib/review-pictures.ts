import { env } from "@/config/env";

// A review body's pictures are the review's own files (pb_hooks/reviews/body.js): the editor embeds
// a picture as a data URL, and on save each one goes up as a file of `images` with a placeholder
// as its src, which the server replaces with the file's server-relative path
// ("/api/files/<collection>/<review>/<file>"). The browser loads those from PocketBase's origin
// (the app's own in production, another port in dev and tests).
const PLACEHOLDER = "chaekdongne-picture:"; // pb_hooks/reviews/body.js PICTURE
const EMBEDDED = /(<img\b[^>]*?\ssrc=")data:(image\/[a-z.+-]+);base64,([A-Za-z0-9+/=]+)(")/gi;
const RELATIVE_PICTURE = /(<img\b[^>]*?\ssrc=")(\/api\/files\/)/gi;
const EXTENSION: Record<string, string> = { "image/jpeg": "jpg", "image/x-icon": "ico" };

export const withPictureOrigin = (html: string) => html.replace(RELATIVE_PICTURE, `$1${env.pbUrl}$2`);

/** The body as sent: every embedded picture becomes a file, its src the placeholder of its index. */
export function takePicturesOut(html: string): { html: string; pictures: File[] } {
  const pictures: File[] = [];
  const out = html.replace(EMBEDDED, (_all, head: string, type: string, base64: string, tail: string) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const ext = EXTENSION[type] ?? type.replace(/^image\/(vnd\.microsoft\.)?/, "");
    pictures.push(new File([bytes], `picture.${ext}`, { type }));
    return `${head}${PLACEHOLDER}${pictures.length - 1}${tail}`;
  });
  return { html: out, pictures };
}
