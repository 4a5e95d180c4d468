import type { ReviewFields } from "../types";

/** Multipart body for create/update; the cover is sent only when a new file was chosen. */
export function reviewFormData(fields: ReviewFields, cover: File | null, extra: Record<string, string> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(extra)) data.append(key, value);
  data.append("bookTitle", fields.bookTitle.trim());
  data.append("title", fields.title.trim());
  data.append("detail", fields.detail);
  if (cover) data.append("img", cover);
  return data;
}
