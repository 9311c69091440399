import { useId, type ComponentProps } from 'react';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'className'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled textarea styled like the kit's inputs (the kit has none). */
export function TextArea({ label, error, hint, id, ...rest }: TextAreaProps) {
  const generated = `ta${useId().replace(/:/g, '')}`;
  const controlId = id ?? generated;
  const describedBy = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`optio-field${error ? ' optio-field--invalid' : ''}`}>
      <div className="optio-field__label-row">
        <label htmlFor={controlId} className="optio-field__label">
          {label}
        </label>
      </div>
      <textarea
        {...rest}
        id={controlId}
        className="optio-input advisor-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${controlId}-hint`} className="optio-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className="optio-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
