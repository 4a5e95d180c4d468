import { lazy, Suspense } from "react";
import { PageSpinner } from "@/components/ui/spinner";
import { TopBar } from "@/components/ui/top-bar";
import { paths } from "@/config/paths";

// Not on the first screen's critical path (bundle budget); precached by the service worker.
const ErrorScreen = lazy(() =>
  import("@/components/layouts/error-screen").then((m) => ({ default: m.ErrorScreen })),
);

interface ClubMissingProps {
  pending: boolean;
  /** Why the club could not be read; none means it is gone (deleted while open). */
  error?: unknown;
  onRetry?: () => void;
}

/** While a club loads, or why it cannot be shown: gone, not allowed, offline or a server error. */
export function ClubMissing({ pending, error, onRetry }: ClubMissingProps) {
  if (pending) return <PageSpinner />;
  return (
    <>
      <TopBar title="모임" backTo={paths.clubList} />
      <Suspense fallback={null}>
        <ErrorScreen error={error ?? { status: 404 }} onRetry={onRetry} />
      </Suspense>
    </>
  );
}
