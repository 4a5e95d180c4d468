const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A PocketBase-compatible record id: 15 lowercase letters and digits (spec 3, 9). */
export function randomId(length = 15): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = "";
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return id;
}
