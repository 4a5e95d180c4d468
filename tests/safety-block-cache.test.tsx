import { expect, it } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSetBlocked } from "@/lib/safety";
import { SESSION_STORAGE_KEY, useSession, type SessionUser } from "@/lib/session";
import { PB, serveMockPocketBase, server, http, HttpResponse } from "./mocks/server";

// Issue 30: after a block, a list not on screen (the review list behind the review where the
// member blocked someone) must not show the blocked member's items when the member comes back,
// not even for the moment its refetch takes.

serveMockPocketBase();

it("drops the blocked member's reviews and clubs from every cached list, then refetches", async () => {
  useSession.getState().setSession("token", { id: "me" } as SessionUser);
  server.use(
    http.post(`${PB}/api/safety/blocks`, () => HttpResponse.json({})),
    http.get(`${PB}/api/safety/blocks`, () => HttpResponse.json({ items: [{ id: "them" }] })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const reviews = {
    pages: [
      {
        items: [
          { id: "r1", writer: "them" },
          { id: "r2", writer: "other" },
        ],
      },
    ],
    pageParams: [1],
  };
  const clubs = {
    pages: [{ items: [{ id: "c1", createUser: "them" }] }, { items: [{ id: "c2", createUser: "x" }] }],
    pageParams: [1, 2],
  };
  const detail = { id: "r1", writer: "them" };
  client.setQueryData(["reviews", "list", { search: "" }], reviews);
  client.setQueryData(["clubs", "list", {}], clubs);
  client.setQueryData(["reviews", "detail", "r1"], detail);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSetBlocked(), { wrapper });
  result.current.mutate({ userId: "them", blocked: true });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  const ids = (key: unknown[]) =>
    (client.getQueryData(key) as typeof clubs).pages.flatMap((p) => p.items.map((i) => i.id));
  expect(ids(["reviews", "list", { search: "" }])).toEqual(["r2"]);
  expect(ids(["clubs", "list", {}])).toEqual(["c2"]);
  expect(client.getQueryData(["reviews", "detail", "r1"])).toBe(detail); // not a list: left to its refetch
  expect(client.getQueryState(["reviews", "list", { search: "" }])?.isInvalidated).toBe(true);
});

it("keeps the stored member record's blockedIds (read before the app runs) in step with blocks on this device", async () => {
  useSession.getState().setSession("token", { id: "me", blockedIds: '["old"]' } as SessionUser);
  server.use(
    http.post(`${PB}/api/safety/blocks`, () => HttpResponse.json({})),
    http.delete(`${PB}/api/safety/blocks/:id`, () => HttpResponse.json({})),
    http.get(`${PB}/api/safety/blocks`, () => HttpResponse.json({ items: [] })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSetBlocked(), { wrapper });
  const stored = () =>
    JSON.parse(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).state.user.blockedIds) as string[];
  await result.current.mutateAsync({ userId: "them", blocked: true });
  expect(stored()).toEqual(["old", "them"]);
  await result.current.mutateAsync({ userId: "old", blocked: false });
  expect(stored()).toEqual(["them"]);
});
