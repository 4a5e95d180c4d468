/**
 * Whom a member record says its member blocked: users.blockedIds, a JSON list of ids that SQLite
 * triggers keep from `blocks` (pb_migrations/1732201880_visibility_in_sql.js); [] when unreadable.
 * No imports: the early painter (src/app/early/paint.ts) reads the stored record with it too.
 */
export function blockedIdsOf(user: unknown): string[] {
  try {
    const ids: unknown = JSON.parse(String((user as { blockedIds?: unknown } | null)?.blockedIds || "[]"));
    return Array.isArray(ids) ? ids.map(String) : [];
  } catch {
    return [];
  }
}
