import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useT } from "../../lib/i18n";
import "./forms.css";

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Shows 必須 or 任意 next to the label. */
  required?: boolean;
  children: ReactNode;
}

export function FieldShell({ id, label, error, hint, required, children }: FieldShellProps) {
  const t = useT();
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required === undefined ? null : (
          <span
            className={required ? "field__badge field__badge--required" : "field__badge"}
            aria-hidden="true"
          >
            {required ? t("form.required") : t("form.optional")}
          </span>
        )}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `aria-describedby` for an input: its hint and its error, when shown. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "required"> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

export function TextField({ label, registration, error, hint, required, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
        {...registration}
      />
    </FieldShell>
  );
}
