import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";

interface SubmitButtonProps {
  submitting: boolean;
  children: ReactNode;
  /** Shown while the request is running. */
  pendingLabel?: string;
  tone?: "primary" | "danger";
}

export function SubmitButton({ submitting, children, pendingLabel, tone = "primary" }: SubmitButtonProps) {
  const t = useT();
  return (
    <button
      type="submit"
      className={`button button--${tone} button--block`}
      disabled={submitting}
      aria-busy={submitting || undefined}
    >
      {submitting ? (pendingLabel ?? t("form.sending")) : children}
    </button>
  );
}
