import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunction, LazyRouteFunction, RouteObject } from "react-router";
import { RouteErrorBoundary } from "./routes/root-error";

/** What a route module in ./routes exports. */
interface RouteModule {
  Component: ComponentType;
  /** Given the app's query client, the loader that warms its cache before the page renders. */
  makeLoader?: (queryClient: QueryClient) => LoaderFunction;
}

export type RoutePage = (load: () => Promise<RouteModule>) => LazyRouteFunction<RouteObject>;

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
