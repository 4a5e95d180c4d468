import { appendImageSet, imageSet } from "../../scripts/lib/image-sizes.mjs";
import { seedImage } from "../../scripts/lib/seed-images.mjs";

// Pictures as the app uploads them (issue 31): `img` with its sizes in `imgSizes`, made with the
// app's table and qualities (scripts/lib/image-sizes.mjs) from a photo-like demo picture.

export type ImageKind = "avatar" | "club" | "cover";

/** Appends a picture of `kind` and its stored sizes to a multipart body (raw-HTTP uploads). */
export async function appendPicture(form: FormData, kind: ImageKind, key = "e2e"): Promise<FormData> {
  return appendImageSet(form, await seedImage(kind, key));
}

/** The files of a picture of `kind` made from `input` (any picture sharp reads). */
export function pictureSet(kind: ImageKind, input: Buffer): Promise<{
  img: { name: string; type: string; data: Buffer };
  sizes: { name: string; type: string; data: Buffer }[];
}> {
  return imageSet(kind, input);
}
