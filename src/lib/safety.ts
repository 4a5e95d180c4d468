import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { loadPb } from "@/lib/load-pocketbase";
import { blockedIdsOf } from "@/lib/blocked-ids";
import { replaceSessionUser, useCurrentUser, useSession } from "@/lib/session";

// 신고 and 차단 (issue 15): typed server routes in pb_hooks/safety/routes.js; the blocks and reports
// collections themselves are admin-only.

export type ReportTargetType = "review" | "comment" | "message" | "club" | "member";
export type ReportReason = "spam" | "abuse" | "sexual" | "fraud" | "other";

export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: "spam", label: "스팸/광고" },
  { value: "abuse", label: "욕설/혐오" },
  { value: "sexual", label: "음란물" },
  { value: "fraud", label: "사기" },
  { value: "other", label: "기타" },
];
export const REPORT_DETAIL_MAX = 300;

export interface BlockedMember {
  id: string;
  collectionId: string;
  collectionName: string;
  nickname: string;
  img?: string;
}

export const safetyKeys = {
  all: ["safety"] as const,
  blocks: () => [...safetyKeys.all, "blocks"] as const,
};

export const getBlocksQueryOptions = () =>
  queryOptions({
    queryKey: safetyKeys.blocks(),
    queryFn: async ({ signal }) =>
      (await loadPb())
        .send<{ items: BlockedMember[] }>("/api/safety/blocks", { signal })
        .then((r) => r.items),
    staleTime: 5 * 60_000,
  });

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * Ids of the members I blocked (empty for visitors); the server already leaves their content out,
 * this covers what was cached before a block. `fetch: false` only reads the cache (kept fresh by
 * every block/unblock), so a screen with a request budget spends nothing on it.
 */
export function useBlockedIds({ fetch = true }: { fetch?: boolean } = {}): ReadonlySet<string> {
  const user = useCurrentUser();
  const { data } = useQuery({ ...getBlocksQueryOptions(), enabled: !!user && fetch });
  return data ? new Set(data.map((m) => m.id)) : NO_IDS;
}

/** Fields naming who wrote a list item: a review's writer, a club's host. */
const OWNER_FIELDS = ["writer", "createUser"] as const;
type ListPage = { items?: Record<string, unknown>[] };

/**
 * A cached list (an infinite query's pages) without the blocked member's items, or undefined
 * (left as it is) for any other data: a list not on screen shows nothing of theirs when the
 * member comes back to it (Back), even before its refetch has answered.
 */
function withoutItemsOf(data: unknown, userId: string) {
  const pages = (data as { pages?: unknown } | undefined)?.pages;
  if (!Array.isArray(pages)) return undefined;
  const theirs = (item: Record<string, unknown>) => OWNER_FIELDS.some((f) => item?.[f] === userId);
  if (!pages.some((p: ListPage) => p?.items?.some(theirs))) return undefined;
  return {
    ...(data as object),
    pages: pages.map((p: ListPage) => (p?.items ? { ...p, items: p.items.filter((i) => !theirs(i)) } : p)),
  };
}

/** Every cached list may hold the member's content: refetch all of it, and the block list itself. */
const refreshAll = (queryClient: QueryClient, blocked?: string) => {
  if (blocked) queryClient.setQueriesData({}, (data: unknown) => withoutItemsOf(data, blocked));
  return Promise.all([
    queryClient.invalidateQueries(),
    queryClient.fetchQuery({ ...getBlocksQueryOptions(), staleTime: 0 }).catch(() => undefined),
  ]);
};

/**
 * The stored member record's blockedIds follows this device's blocks at once (the early painter
 * reads it before the app runs: src/app/early/paint.ts), not only at the next session check.
 */
function rememberBlock(userId: string, blocked: boolean) {
  const user = useSession.getState().user;
  if (!user) return;
  const ids = blockedIdsOf(user).filter((id) => id !== userId);
  replaceSessionUser({ ...user, blockedIds: JSON.stringify(blocked ? [...ids, userId] : ids) });
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, blocked }: { userId: string; blocked: boolean }) => {
      const pb = await loadPb();
      return blocked
        ? pb.send("/api/safety/blocks", { method: "POST", body: { userId } })
        : pb.send(`/api/safety/blocks/${encodeURIComponent(userId)}`, { method: "DELETE" });
    },
    onSuccess: (_data, { userId, blocked }) => rememberBlock(userId, blocked),
    onSettled: (_data, error, { userId, blocked }) =>
      refreshAll(queryClient, blocked && !error ? userId : undefined),
  });
}

export interface ReportInput {
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  detail?: string;
}

export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReportInput) =>
      (await loadPb()).send("/api/safety/reports", { method: "POST", body: input }),
    // A report may be the one that hides the content for everyone: cached copies are out of date.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
