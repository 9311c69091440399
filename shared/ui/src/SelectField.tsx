import type { ComponentProps } from 'react';
import { describedBy, FieldShell, useFieldIds, type FieldBaseProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldBaseProps &
  Omit<ComponentProps<'select'>, 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** First, empty choice (value ''). */
    placeholder?: string;
  };

export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  options,
  placeholder,
  required,
  ...select
}: SelectFieldProps) {
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
      <select
        {...select}
        id={ids.controlId}
        required={required}
        className="optio-input optio-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, select['aria-describedby'])}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
