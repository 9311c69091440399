import type { ComponentProps } from 'react';
import { describedBy, FieldShell, useFieldIds, type FieldBaseProps } from './Field';

export type DateFieldProps = FieldBaseProps & Omit<ComponentProps<'input'>, 'className' | 'type'>;

/** A labelled native date input (value `YYYY-MM-DD`, keyboard-usable everywhere). */
export function DateField({
  label,
  error,
  hint,
  className,
  id,
  required,
  ...input
}: DateFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      {...ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <input
        {...input}
        id={ids.controlId}
        type="date"
        required={required}
        className="optio-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, input['aria-describedby'])}
      />
    </FieldShell>
  );
}
