import { MutationCache, QueryClient, type MutationKey, type QueryKey } from "@tanstack/react-query";

/** The query keys a settled mutation makes stale (src/app/mutation-effects.ts). */
export type AffectedQueryKeys = (
  mutationKey: MutationKey | undefined,
  variables: unknown,
) => QueryKey[] | Promise<QueryKey[]>;

/**
 * Spec 9: query cache 5 minutes. The app makes one client (src/app/query-client.ts) and hands it
 * to the provider and to every loader. Every mutation, when it settles, marks the queries its
 * entry in the effects map names as stale (active ones refetch): no hook keeps its own list.
 */
export function createQueryClient(affected: AffectedQueryKeys = () => []) {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, gcTime: 10 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
    },
    mutationCache: new MutationCache({
      onSettled: async (_data, _error, variables, _context, mutation) => {
        const keys = await affected(mutation.options.mutationKey, variables);
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
  });
  return client;
}
