import { useEffect, useRef } from "react";

/**
 * After a failed submit, moves the focus to the first invalid field in the page's order (its
 * aria-invalid), so a keyboard or screen-reader user lands on it and hears its message.
 * react-hook-form's own focus follows the order in which fields registered, which is not the
 * order on screen when fields live in child components. Returns the ref for the <form>.
 */
export function useFocusFirstInvalid(submitCount: number, hasErrors: boolean) {
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    if (hasErrors) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, hasErrors]);
  return form;
}
