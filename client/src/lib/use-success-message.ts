import { SUCCESS_MESSAGE_MS } from "@shared/constants";
import { useCallback, useEffect, useState } from "react";

/** A success message shown for SUCCESS_MESSAGE_MS (3 seconds), then removed. */
export function useSuccessMessage(): [string, (message: string) => void] {
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(""), SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  const show = useCallback((text: string) => setMessage(text), []);
  return [message, show];
}
