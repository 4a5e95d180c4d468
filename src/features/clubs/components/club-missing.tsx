import { ErrorScreen } from "@/components/layouts/error-screen";
import { PageSpinner } from "@/components/ui/spinner";
import { TopBar } from "@/components/ui/top-bar";
import { paths } from "@/config/paths";

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
      <ErrorScreen error={error ?? { status: 404 }} onRetry={onRetry} />
    </>
  );
}
