import type { ReactNode } from "react";
import "./forms.css";

interface FormAlertProps {
  tone?: "error" | "success" | "info";
  children: ReactNode;
}

/** The summary above a form: the server's message on failure, or a confirmation. */
export function FormAlert({ tone = "error", children }: FormAlertProps) {
  if (!children) return null;
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
