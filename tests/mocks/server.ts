import { afterAll, afterEach, beforeAll } from "vitest";
import { setupServer } from "msw/node";
import { http, HttpResponse } from "msw";
import { useSession } from "@/lib/session";

// PocketBase as the unit tests see it (VITE_PB_URL is http://pb.test in vitest.config.ts).
export const PB = "http://pb.test";
export const server = setupServer();

/**
 * Call at the top of a test file: the mock PocketBase listens for the file, a request nobody
 * mocked fails, and each test starts with no handlers, signed out and with an empty
 * sessionStorage. `reset` adds what a file keeps besides (a shared QueryClient, say).
 */
export function serveMockPocketBase(reset?: () => void) {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    useSession.getState().clear();
    sessionStorage.clear();
    reset?.();
  });
  afterAll(() => server.close());
}

export const listResponse = <T>(items: T[], page = 1, perPage = 10, totalItems = items.length) => ({
  page,
  perPage,
  totalItems,
  totalPages: Math.ceil(totalItems / perPage),
  items,
});

export { http, HttpResponse };
