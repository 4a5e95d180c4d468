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

/** Route objects by where the route table puts them: open pages, members' pages, another route's children. */
export interface PlacedRoutes {
  pages: RouteObject[];
  memberPages: RouteObject[];
  children: Partial<Record<RouteName, RouteObject[]>>;
}

/**
 * Route objects for `modules` (route name -> its module's import), each at its table path and
 * with the route name as its id, placed as the table says (`member`, `parent`); routes with a
 * `layout` go inside one route of that layout module (`layouts`).
 */
export function placeRoutes(
  modules: Partial<Record<RouteName, LoadRoute>>,
  page: RoutePage,
  layouts: Record<string, LoadRoute> = {},
): PlacedRoutes {
  const placed: PlacedRoutes = { pages: [], memberPages: [], children: {} };
  for (const [name, load] of Object.entries(modules) as [RouteName, LoadRoute][]) {
    const { path, member, parent, layout }: Route = ROUTES[name];
    let list = parent
      ? (placed.children[parent as RouteName] ??= [])
      : member
        ? placed.memberPages
        : placed.pages;
    if (layout) {
      let wrapper = list.find((r) => r.id === layout);
      if (!wrapper) list.push((wrapper = { id: layout, lazy: page(layouts[layout]), children: [] }));
      list = wrapper.children!;
    }
    list.push({ id: name, path, lazy: page(load) });
  }
  return placed;
}
