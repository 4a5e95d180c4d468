import { env } from "@/config/env";

// A review body's pictures are the review's own files, written into the body as server-relative
// paths ("/api/files/<collection>/<review>/<file>", pb_hooks/review-body.js). The browser loads
// them from PocketBase's origin (the app's own in production, another port in dev and tests).
const RELATIVE_PICTURE = /(<img\b[^>]*?\ssrc=")(\/api\/files\/)/gi;

export const withPictureOrigin = (html: string) => html.replace(RELATIVE_PICTURE, `$1${env.pbUrl}$2`);
