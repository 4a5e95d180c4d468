import { QueryClient } from "@tanstack/react-query";

// Spec 9: query cache 5 minutes. One client shared by loaders and components.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60 * 1000, gcTime: 10 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
  },
});
