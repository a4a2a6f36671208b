import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSuccessMessage } from "./use-success-message";

/** A message handed over in the navigation state (after creating or deleting), shown for 3 seconds. */
export function useFlashFromNavigation(): string {
  const [flash, showFlash] = useSuccessMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = (location.state as { flash?: unknown } | null)?.flash;
  useEffect(() => {
    if (typeof incoming !== "string") return;
    showFlash(incoming);
    // The same address, query included (a list's filters), without the message.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [incoming, showFlash, navigate, location.pathname, location.search]);
  return flash;
}
