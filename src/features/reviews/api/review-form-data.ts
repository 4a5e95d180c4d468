import { appendImage } from "@/lib/prepare-image";
import { plainSpaces } from "@hooks/reviews/spaces.js";
import { takePicturesOut } from "../lib/review-pictures";
import type { ReviewFields } from "../types";

/**
 * Multipart body for create/update; the cover (with its sizes) is sent only when a new file was
 * chosen, and the body's embedded pictures go up as files of `images` (lib/review-pictures.ts).
 * Spaces go as plain spaces, not Quill's &nbsp; (the server's own rule, pb_hooks/reviews/spaces.js).
 */
export async function reviewFormData(
  fields: ReviewFields,
  cover: File | null,
  extra: Record<string, string> = {},
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(extra)) data.append(key, value);
  data.append("bookTitle", fields.bookTitle.trim());
  data.append("title", fields.title.trim());
  const { html, pictures } = takePicturesOut(plainSpaces(fields.detail));
  data.append("detail", html);
  for (const picture of pictures) data.append("images", picture);
  if (cover) await appendImage(data, "cover", cover);
  return data;
}
