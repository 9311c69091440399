import type { ComponentProps } from 'react';
import { describedBy, FieldShell, useFieldIds, type FieldBaseProps } from './Field';

export type TextAreaProps = FieldBaseProps & Omit<ComponentProps<'textarea'>, 'className'>;

/** A labelled multi-line input, wired like TextField (hint, error, required marker). */
export function TextArea({ label, error, hint, className, id, required, ...input }: TextAreaProps) {
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
      <textarea
        {...input}
        id={ids.controlId}
        required={required}
        className="optio-input optio-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, input['aria-describedby'])}
      />
    </FieldShell>
  );
}
