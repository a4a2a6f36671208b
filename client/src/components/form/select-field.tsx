import { type ReactNode, type SelectHTMLAttributes, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { describedBy, FieldShell } from "./text-field";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "required"> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

export function SelectField({
  label,
  registration,
  error,
  hint,
  required,
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
        {...registration}
      >
        {children}
      </select>
    </FieldShell>
  );
}
