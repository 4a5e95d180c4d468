import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { ListResult } from "pocketbase";
import { clubKeys } from "./keys";
import type { Club } from "./types";

type Snapshot = [readonly unknown[], unknown][];

/** Applies `patch` to one club wherever it is cached (lists and detail); returns a snapshot to restore. */
export function patchClubCache(qc: QueryClient, id: string, patch: (club: Club) => Club): Snapshot {
  const snapshot = qc.getQueriesData({ queryKey: clubKeys.all }) as Snapshot;
  qc.setQueriesData<InfiniteData<ListResult<Club>>>(
    { queryKey: clubKeys.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, items: p.items.map((c) => (c.id === id ? patch(c) : c)) })),
      },
  );
  qc.setQueryData<Club>(clubKeys.detail(id), (club) => club && patch(club));
  return snapshot;
}

export function restoreClubCache(qc: QueryClient, snapshot: Snapshot) {
  for (const [key, data] of snapshot) qc.setQueryData(key, data);
}
