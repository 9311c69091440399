import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /** While true the button is disabled and shows `loadingLabel` (e.g. "Signing in..."). */
  loading?: boolean;
  loadingLabel?: ReactNode;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  loading = false,
  loadingLabel,
  fullWidth = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'optio-button',
        `optio-button--${variant}`,
        fullWidth && 'optio-button--full',
        loading && 'optio-button--loading',
        className,
      )}
    >
      {loading && <span className="optio-button__spinner" aria-hidden="true" />}
      {loading && loadingLabel !== undefined ? loadingLabel : children}
    </button>
  );
}
