import type { ReactNode } from 'react';
import { cx } from './cx';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}

/** A message box. Errors and warnings use role="alert" (announced at once); others role="status". */
export function Alert({ tone = 'info', title, children, className, id }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      id={id}
      role={urgent ? 'alert' : 'status'}
      className={cx('optio-alert', `optio-alert--${tone}`, className)}
    >
      {title && <p className="optio-alert__title">{title}</p>}
      {children && <div className="optio-alert__body">{children}</div>}
    </div>
  );
}

export interface FormErrorProps {
  /** Nothing is rendered while empty. */
  message?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}

/** The form-level error (e.g. a failed sign-in), announced with role="alert". */
export function FormError({ message, children, className, id }: FormErrorProps) {
  if (!message && !children) return null;
  return (
    <Alert tone="error" className={className} id={id}>
      {message}
      {children}
    </Alert>
  );
}
