import { cx } from './cx';
import { useUiTranslation } from './i18n';

export interface SpinnerProps {
  /** Read out to assistive technology; defaults to "Loading...". */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

export function Spinner({ label, size = 'medium', className }: SpinnerProps) {
  const { t } = useUiTranslation();
  return (
    <span role="status" className={cx('optio-spinner', `optio-spinner--${size}`, className)}>
      <span className="optio-spinner__circle" aria-hidden="true" />
      <span className="optio-visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}
