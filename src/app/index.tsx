import { RouterProvider } from "react-router";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * Creates the router once, which starts the first route's files and loader. Called by the entry
 * in a task of its own after the modules have evaluated (src/main.tsx), not at import.
 */
export function startRouter() {
  router ??= createAppRouter();
  return router;
}

/** Resolves once the first route's lazy module and loader have run (its screen can render at once). */
export const routerReady = () =>
  new Promise<void>((resolve) => {
    const started = startRouter();
    if (started.state.initialized) return resolve();
    const unsubscribe = started.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={startRouter()} />
    </AppProvider>
  );
}
