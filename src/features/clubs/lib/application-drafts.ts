// The application answer being typed, and the id it will be sent with, kept per club in this tab's
// sessionStorage so a reload or a failed request loses nothing. A member's own: forgotten when the
// session ends (src/app/session-end.ts), so the next person on the phone never sees it.
const PREFIX = "chaekdongne-application-";
export const applicationDraftKey = (clubId: string) => `${PREFIX}${clubId}`;
export const applicationIdKey = (clubId: string) => `${PREFIX}${clubId}-id`;

export function forgetApplicationDrafts(storage: Storage = sessionStorage) {
  for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
}
