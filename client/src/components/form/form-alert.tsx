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

export const INVALID_FORM_MESSAGE = "入力内容に誤りがあります。赤字の項目をご確認ください。";

/** The alert's text after a failed submit: announced once, while the focus goes to the first field. */
export function invalidFormMessage(errors: object): string {
  return Object.keys(errors).length > 0 ? INVALID_FORM_MESSAGE : "";
}
