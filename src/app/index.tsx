import { RouterProvider } from "react-router";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

const router = createAppRouter();

/** Resolves once the first route's lazy module and loader have run (its screen can render at once). */
export const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
