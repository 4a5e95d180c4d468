import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction, LazyRouteFunction, RouteObject } from "react-router";
import { ROUTES } from "@/config/route-table.mjs";
import type { Route, RouteName } from "@/config/paths";
import { RouteErrorBoundary } from "./routes/root-error";

/** What a route module in ./routes exports. */
export interface RouteModule {
  Component: ComponentType;
  /** Given the app's query client, the loader that warms its cache before the page renders. */
  makeLoader?: (queryClient: QueryClient) => LoaderFunction;
}

export type LoadRoute = () => Promise<RouteModule>;
export type RoutePage = (load: LoadRoute) => LazyRouteFunction<RouteObject>;

/**
 * A lazy route page: its module's `Component`, the loader from `makeLoader(queryClient)` (it only
 * warms the TanStack Query cache) and its own error boundary, so a failure keeps the app shell.
 */
export const routePage =
  (queryClient: QueryClient): RoutePage =>
  (load) =>
  async () => {
    const { Component, makeLoader } = await load();
    return { Component, loader: makeLoader?.(queryClient), ErrorBoundary: RouteErrorBoundary };
  };

// The parents of the route table's routes (src/app/router.tsx): open pages, members' pages.
export const PAGES = "pages";
export const MEMBER_PAGES = "member-pages";

/**
 * Route objects for `modules` (route name -> its module's import), each at its table path with the
 * route name as its id, by the id of the parent the table puts them in: PAGES, MEMBER_PAGES
 * (`member`), another route (`parent`), or a route of their `layout` module (from `layouts`), which
 * goes where they would.
 */
export function placeRoutes(
  modules: Partial<Record<RouteName, LoadRoute>>,
  page: RoutePage,
  layouts: Record<string, LoadRoute> = {},
): Record<string, RouteObject[]> {
  const placed: Record<string, RouteObject[]> = {};
  const add = (parent: string, route: RouteObject) => (placed[parent] ??= []).push(route);
  for (const [name, load] of Object.entries(modules) as [RouteName, LoadRoute][]) {
    const { path, member, parent, layout }: Route = ROUTES[name];
    const home = parent ?? (member ? MEMBER_PAGES : PAGES);
    if (layout && !placed[layout])
      add(home, { lazy: page(layouts[layout]), children: (placed[layout] = []) });
    add(layout ?? home, { id: name, path, lazy: page(load) });
  }
  return placed;
}
