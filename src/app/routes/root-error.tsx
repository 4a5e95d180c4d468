import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
// In the entry, not a file of its own: after a deploy, a tab of the old build must still be able
// to say what failed when the other files of its build are gone (src/lib/deploy-recovery.ts).
import { ErrorScreen } from "@/components/layouts/error-screen";

/**
 * The error boundary of every route segment (router.tsx): says truthfully what failed — not
 * found, no access, offline or a server error — and retries where that can help: errored
 * queries are dropped and the loaders run again, without a reload (drafts stay as they are).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  const retry = () => {
    queryClient.removeQueries({ predicate: (q) => q.state.status === "error" });
    void revalidator.revalidate();
  };
  return (
    <ErrorScreen error={isRouteErrorResponse(error) ? { status: error.status } : error} onRetry={retry} />
  );
}
