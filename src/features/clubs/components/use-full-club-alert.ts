import { useRef, useState } from "react";
import { currentUserId } from "@/lib/session";
import { useClubRealtime } from "../hooks/use-club-realtime";
import type { Club } from "../api/types";

/** Subscribes to the club; opens for the host when a live update shows it just filled up (spec 4). */
export function useFullClubAlert(club: Club) {
  const [open, setOpen] = useState(false);
  const lastCount = useRef(club.confirmUser.length);
  useClubRealtime(club.id, (next) => {
    const before = lastCount.current;
    lastCount.current = next.confirmUser.length;
    const host = next.createUser === currentUserId();
    if (host && before < next.limitPerson && next.confirmUser.length >= next.limitPerson) setOpen(true);
  });
  return { open, close: () => setOpen(false) };
}
