import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

interface CheckFieldProps {
  registration: UseFormRegisterReturn;
  children: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A checkbox with its label, and its error under it. */
export function CheckField({ registration, children, error, hint }: CheckFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={error ? "check-field check-field--invalid" : "check-field"}>
      <label className="check-field__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...registration}
        />
        <span>{children}</span>
      </label>
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
