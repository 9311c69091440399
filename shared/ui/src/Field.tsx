import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export interface FieldBaseProps {
  label: ReactNode;
  /** Message shown under the input; marks it invalid and is announced. */
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** Ids wiring a label, hint and error to one control. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/:/g, '')}`;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** `aria-describedby` listing the hint and the error that are present. */
export function describedBy(
  ids: { hintId: string; errorId: string },
  hint: unknown,
  error: unknown,
  extra?: string,
) {
  const list = [extra, hint ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(
    Boolean,
  );
  return list.length > 0 ? list.join(' ') : undefined;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="optio-field__hint">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="optio-field__error" role="alert">
      {message}
    </p>
  );
}

/** The wrapper every labelled control shares: label, control, hint, error. */
export function FieldShell({
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldBaseProps & {
  controlId: string;
  hintId: string;
  errorId: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx('optio-field', error && 'optio-field--invalid', className)}>
      {/* The label holds exactly its text (no marker), so its accessible name is the label. */}
      <div className="optio-field__label-row">
        <label htmlFor={controlId} className="optio-field__label">
          {label}
        </label>
        {required && (
          <span className="optio-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
