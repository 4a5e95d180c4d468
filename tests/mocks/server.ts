import { setupServer } from "msw/node";
import { http, HttpResponse } from "msw";

// PocketBase as the unit tests see it (VITE_PB_URL is http://pb.test in vitest.config.ts).
// Start it per test file: beforeAll(() => server.listen({ onUnhandledRequest: "error" })).
export const PB = "http://pb.test";
export const server = setupServer();

export const listResponse = <T>(items: T[], page = 1, perPage = 10, totalItems = items.length) => ({
  page,
  perPage,
  totalItems,
  totalPages: Math.ceil(totalItems / perPage),
  items,
});

export { http, HttpResponse };
