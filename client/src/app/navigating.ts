import { createContext, use } from "react";

/** Provided by the browser's router (app/router.tsx); false where nothing navigates (the server). */
export const NavigatingContext = createContext(false);

/** Whether a navigation is under way: its pages' code is loading, or the next page is rendering. */
export function useNavigating(): boolean {
  return use(NavigatingContext);
}
