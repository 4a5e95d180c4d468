import { Suspense, use } from "react";

// The messages (src/lib/errors.ts) load with the first failure a list shows: they are rarely
// needed there, and the lists' first load stays small (docs/performance.md, "Bundle budget").
type Errors = Pick<typeof import("@/lib/errors"), "errorMessage">;
let errors: Promise<Errors> | undefined;
// If even that file cannot load, the device is offline (the service worker has every file).
const OFFLINE: Errors = { errorMessage: () => "네트워크 상태를 확인해주세요." };
const loadErrors = () => (errors ??= import("@/lib/errors").catch(() => OFFLINE));

function Message({ error }: { error: unknown }) {
  return <p>{use(loadErrors()).errorMessage(error)}</p>;
}

/** The Korean message for a failed call (errorMessage in src/lib/errors.ts), as a paragraph. */
export function ErrorMessage({ error }: { error: unknown }) {
  return (
    <Suspense fallback={<p />}>
      <Message error={error} />
    </Suspense>
  );
}
