import { errorMessage } from "@/lib/errors";

/** The Korean message for a failed call (errorMessage in src/lib/errors.ts), as a paragraph. */
export function ErrorMessage({ error }: { error: unknown }) {
  return <p>{errorMessage(error)}</p>;
}
