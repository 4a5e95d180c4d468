import { queryOptions, useQuery } from "@tanstack/react-query";
import { pb } from "@/lib/pocketbase";
import { useDebouncedValue } from "@/hooks/use-debounced-value";

// Duplicate check for signup and profile edit (pb_hooks/accounts/routes.js). The server answers only
// available/taken for one value; users stay unlistable.
export type AvailabilityField = "email" | "nickname" | "phone";

export const availabilityKeys = {
  all: ["availability"] as const,
  check: (field: AvailabilityField, value: string) => [...availabilityKeys.all, field, value] as const,
};

export async function checkAvailability(field: AvailabilityField, value: string, signal?: AbortSignal) {
  const res = await pb.send<{ available: boolean }>("/api/accounts/availability", {
    query: { field, value },
    signal,
  });
  return res.available;
}

export const getAvailabilityQueryOptions = (field: AvailabilityField, value: string) =>
  queryOptions({
    queryKey: availabilityKeys.check(field, value),
    queryFn: ({ signal }) => checkAvailability(field, value, signal),
    staleTime: 10_000,
    retry: 1,
  });

/** `data` is true/false once checked; pass `enabled: false` while the value is not well-formed. */
export function useAvailability(field: AvailabilityField, value: string, enabled: boolean) {
  return useQuery({ ...getAvailabilityQueryOptions(field, value), enabled: enabled && value !== "" });
}

export type AvailabilityStatus = "idle" | "checking" | "available" | "taken" | "unknown";

/**
 * Debounced duplicate check of a typed value. "idle" while the value is empty, malformed or
 * `skip`ped (e.g. the member's current nickname); "unknown" when the check itself failed
 * (the server still refuses duplicates on submit, so it does not block the form).
 */
export function useAvailabilityStatus(
  field: AvailabilityField,
  value: string,
  { valid, delay, skip = false }: { valid: boolean; delay: number; skip?: boolean },
): AvailabilityStatus {
  const debounced = useDebouncedValue(value, delay);
  const settled = debounced === value;
  const query = useAvailability(field, debounced, valid && settled && !skip);
  if (!valid || skip || value === "") return "idle";
  if (!settled || query.isPending) return "checking";
  if (query.isError) return "unknown";
  return query.data ? "available" : "taken";
}
