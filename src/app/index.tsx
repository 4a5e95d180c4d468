import { RouterProvider } from "react-router";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

const router = createAppRouter();

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
