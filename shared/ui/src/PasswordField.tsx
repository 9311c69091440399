import { useState, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldShell, useFieldIds, type FieldBaseProps } from './Field';
import { useUiTranslation } from './i18n';

export type PasswordFieldProps = FieldBaseProps &
  Omit<ComponentProps<'input'>, 'className' | 'type'> & {
    /** Rendered under the input, inside the field (e.g. a strength meter). */
    children?: ReactNode;
  };

/**
 * A labelled password input with a show/hide toggle. The toggle keeps one accessible name
 * ("Show password") and reports its state with aria-pressed.
 */
export function PasswordField({
  label,
  error,
  hint,
  className,
  id,
  required,
  children,
  autoComplete = 'current-password',
  ...input
}: PasswordFieldProps) {
  const { t } = useUiTranslation();
  const [visible, setVisible] = useState(false);
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
      <div className="optio-password">
        <input
          {...input}
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          required={required}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          className="optio-input optio-password__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, input['aria-describedby'])}
        />
        <button
          type="button"
          className="optio-password__toggle"
          aria-pressed={visible}
          aria-controls={ids.controlId}
          onClick={() => setVisible((v) => !v)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
            />
            {visible && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
          </svg>
          {/* Named by its content, not aria-label, so getByLabel('Password') finds only the input. */}
          <span className="optio-visually-hidden">{t('showPassword')}</span>
        </button>
      </div>
      {children}
    </FieldShell>
  );
}
