import { env } from "@/config/env";

/** URL of a stored file, optionally a thumbnail size listed in the schema (no SDK needed). */
export function fileUrl(
  record: { collectionId: string; id: string },
  filename: string | undefined,
  thumb?: string,
): string | undefined {
  if (!filename) return undefined;
  const base = `${env.pbUrl}/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(filename)}`;
  return thumb ? `${base}?thumb=${thumb}` : base;
}
