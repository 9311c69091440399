import type { ComponentProps } from 'react';
import { describedBy, FieldShell, useFieldIds, type FieldBaseProps } from './Field';

export type TextFieldProps = FieldBaseProps & Omit<ComponentProps<'input'>, 'className'>;

/** A labelled text input (also email, tel, number...). Works with react-hook-form's `register`. */
export function TextField({
  label,
  error,
  hint,
  className,
  id,
  type = 'text',
  required,
  ...input
}: TextFieldProps) {
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
        type={type}
        required={required}
        className="optio-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, input['aria-describedby'])}
      />
    </FieldShell>
  );
}
