import { useEffect } from "react";
import { useCurrentUser } from "@/lib/session";
import { whenIdle } from "@/lib/when-idle";

/**
 * Downloads the route module a member most likely opens next (a list's detail, a detail's next
 * step) once the browser is idle, so that tap does not wait for its files. Visitors are sent to
 * the login gate instead, so nothing is fetched for them. Only files: data is asked for on the tap.
 */
export function usePrefetchRoute(load: () => Promise<unknown>) {
  const member = !!useCurrentUser();
  useEffect(() => {
    if (!member) return;
    return whenIdle(() => void load().catch(() => undefined));
    // `load` is a fixed import() per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member]);
}
