import { lazy, Suspense } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { Club } from "../api/types";
import { useFullClubAlert } from "./use-full-club-alert";

// Only a host sees it, once per club: its code loads when it first opens.
const FullClubModal = lazy(() => import("./full-club-modal").then((m) => ({ default: m.FullClubModal })));

/** Live congratulation for the host when the last seat is confirmed (spec 4). */
export function FullClubDialog({ club }: { club: Club }) {
  const { open, close } = useFullClubAlert(club);
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <FullClubModal club={club} open={open} onClose={close} />
    </Suspense>
  );
}
