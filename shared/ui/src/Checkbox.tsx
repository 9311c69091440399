import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';
import { describedBy, FieldError, FieldHint, useFieldIds } from './Field';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'className' | 'type'> & {
  /** May contain links (e.g. to the terms); clicking the text still toggles the box. */
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

export function Checkbox({ label, error, hint, className, id, ...input }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div
      className={cx('optio-field', 'optio-checkbox', error && 'optio-field--invalid', className)}
    >
      <div className="optio-checkbox__row">
        <input
          {...input}
          id={ids.controlId}
          type="checkbox"
          className="optio-checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, input['aria-describedby'])}
        />
        <label htmlFor={ids.controlId} className="optio-checkbox__label">
          {label}
        </label>
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
