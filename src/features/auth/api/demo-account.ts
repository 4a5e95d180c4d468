import { queryOptions, useQuery } from "@tanstack/react-query";
import { loadPb } from "@/lib/load-pocketbase";

// The 체험용 테스트 계정 the landing page offers: the server names it only where the operator
// turned the demo on and the account works (dev, e2e, demo deployments; pb_hooks/accounts/demo.js).
// Production offers none, so no address or password is in the app's code.

export interface DemoAccount {
  email: string;
  password: string;
}

export const demoAccountKeys = {
  all: ["demo-account"] as const,
};

export const getDemoAccountQueryOptions = () =>
  queryOptions({
    queryKey: demoAccountKeys.all,
    queryFn: async ({ signal }) =>
      (await loadPb())
        .send<{ demo: DemoAccount | null }>("/api/accounts/demo", { signal })
        .then((r) => r.demo),
    staleTime: 5 * 60_000,
  });

export const useDemoAccount = () => useQuery(getDemoAccountQueryOptions());
