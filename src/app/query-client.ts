import { createQueryClient } from "@/lib/query-client";
import { forgetMembersData } from "./session-end";

/**
 * The app's one query client: handed to the provider and to every route loader (router.tsx).
 * The mutation -> stale queries map loads with the first settled mutation (first-screen budget).
 */
export const queryClient = createQueryClient(async (mutationKey, variables) =>
  (await import("./mutation-effects")).affectedQueryKeys(mutationKey, variables),
);

// Whenever the signed-in member changes, nothing of the previous one stays (./session-end.ts).
forgetMembersData(queryClient);
