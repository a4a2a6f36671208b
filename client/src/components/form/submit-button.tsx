import type { ReactNode } from "react";

interface SubmitButtonProps {
  submitting: boolean;
  children: ReactNode;
  /** Shown while the request is running. */
  pendingLabel?: string;
  tone?: "primary" | "danger";
}

export function SubmitButton({
  submitting,
  children,
  pendingLabel = "送信中…",
  tone = "primary",
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`button button--${tone} button--block`}
      disabled={submitting}
      aria-busy={submitting || undefined}
    >
      {submitting ? pendingLabel : children}
    </button>
  );
}
