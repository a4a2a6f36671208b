import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

export const router = createBrowserRouter(routes);

/** Resolves once the first route's code has loaded (the router has its first state). */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
