// Unit tests of the screens a signed-in member uses (password change, account deletion, email
// verification, profile edit): the msw PocketBase of tests/mocks/server.ts for the file, a member
// in the session store, and the screen rendered with a fresh QueryClient inside a memory router.
import { isValidElement, type ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { useSession, type SessionUser } from "@/lib/session";
export { serveMockPocketBase } from "../mocks/server";

/** A member as the session stores it after signing in with email (id u1, a@b.kr). */
export const member = (fields: Partial<SessionUser> = {}) =>
  ({
    id: "u1",
    collectionId: "_pb_users_auth_",
    collectionName: "users",
    nickname: "책벌레하나",
    img: "",
    email: "a@b.kr",
    signInWith: "",
    ...fields,
  }) as SessionUser;

export const signIn = (user: SessionUser, token = "token-1") => useSession.getState().setSession(token, user);

/**
 * Renders an element inside a MemoryRouter, or route objects (a layout route such as RequireAuth
 * around the page) at `path`, with a QueryClient that does not retry. Returns a userEvent.
 */
export function renderScreen(screen: ReactElement | { routes: RouteObject[]; path: string }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      {isValidElement(screen) ? (
        <MemoryRouter>{screen}</MemoryRouter>
      ) : (
        <RouterProvider router={createMemoryRouter(screen.routes, { initialEntries: [screen.path] })} />
      )}
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
