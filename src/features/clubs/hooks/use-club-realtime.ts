import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { loadPb } from "@/lib/load-pocketbase";
import { clubKeys } from "../api/keys";
import type { Club } from "../api/types";

/** Live updates of one club: refetches it on change; `onUpdate` sees the raw record. Always unsubscribes. */
export function useClubRealtime(clubId: string, onUpdate?: (club: Club) => void) {
  const qc = useQueryClient();
  const handler = useRef(onUpdate);
  useEffect(() => {
    handler.current = onUpdate;
  });
  useEffect(() => {
    let unsubscribe: (() => Promise<void>) | undefined;
    let cancelled = false;
    loadPb()
      .then((pb) =>
        pb.collection("socialing").subscribe<Club>(clubId, (e) => {
          if (e.action === "delete") qc.removeQueries({ queryKey: clubKeys.detail(clubId) });
          else {
            handler.current?.(e.record);
            // The line moved (waitlistCount, seats): places in it are read through their own route.
            void qc.invalidateQueries({ queryKey: [...clubKeys.all, "waitlist", clubId] });
            // Already this version (a route we called answered with it): no second request.
            const cached = qc.getQueryData<Club>(clubKeys.detail(clubId));
            if (cached && cached.updated >= e.record.updated) return;
            void qc.invalidateQueries({ queryKey: clubKeys.detail(clubId) });
          }
        }),
      )
      .then((fn) => {
        if (cancelled) void fn().catch(() => undefined);
        else unsubscribe = fn;
      })
      .catch((error) => console.error("실시간 연결 실패", error));
    return () => {
      cancelled = true;
      void unsubscribe?.().catch(() => undefined);
    };
  }, [clubId, qc]);
}
