import { ClientResponseError, type RecordModel, type RecordOptions } from "pocketbase";
import { pb } from "@/lib/pocketbase";

// Idempotent creates: every create carries a client-made 15-character id, made once per
// submission (a draft) and kept across double taps, retries and reloads. The server stores a
// given id once; when it answers "id taken" (or the insert lost a race on the primary key), the
// earlier attempt did land, so the stored record is read back and returned as the result.

const mayBeDuplicate = (error: unknown) =>
  error instanceof ClientResponseError &&
  error.status === 400 &&
  (error.response?.data?.id?.code === "validation_invalid_id" ||
    Object.keys(error.response?.data ?? {}).length === 0);

export async function createOnce<T extends RecordModel>(
  collection: string,
  id: string,
  body: FormData | Record<string, unknown>,
  options: RecordOptions = {},
): Promise<T> {
  try {
    return await pb.collection(collection).create<T>(body, options);
  } catch (error) {
    if (!mayBeDuplicate(error)) throw error;
    // Only the options that were given: the SDK would send an undefined one as the text "undefined".
    const read: RecordOptions = {};
    if (options.expand) read.expand = options.expand;
    if (options.fields) read.fields = options.fields;
    const stored = await pb
      .collection(collection)
      .getOne<T>(id, read)
      .catch(() => null);
    if (!stored) throw error;
    return stored;
  }
}
