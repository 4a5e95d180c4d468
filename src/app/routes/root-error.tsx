import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";

// Not on the first screen's critical path (bundle budget); precached by the service worker.
const ErrorScreen = lazy(() =>
  import("@/components/layouts/error-screen").then((m) => ({ default: m.ErrorScreen })),
);

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
    <Suspense fallback={null}>
      <ErrorScreen error={isRouteErrorResponse(error) ? { status: error.status } : error} onRetry={retry} />
    </Suspense>
  );
}
