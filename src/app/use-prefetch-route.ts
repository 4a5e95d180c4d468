import { useEffect } from "react";
import { useCurrentUser } from "@/lib/session";

/**
 * Downloads the route module a member most likely opens next (a list's detail, a detail's next
 * step) once the browser is idle, so that tap does not wait for its files. Visitors are sent to
 * the login gate instead, so nothing is fetched for them. Only files: data is asked for on the tap.
 */
export function usePrefetchRoute(load: () => Promise<unknown>) {
  const member = !!useCurrentUser();
  useEffect(() => {
    if (!member) return;
    const run = () => void load().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(run, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 1500);
    return () => clearTimeout(id);
    // `load` is a fixed import() per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [member]);
}
