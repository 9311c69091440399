import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { useUiTranslation } from './i18n';

export interface ModalProps {
  open: boolean;
  /** Called on Esc, the close button and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** `drawer` slides in from the start edge at full height (a phone's navigation menu). */
  variant?: 'dialog' | 'drawer';
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * A dialog: aria-modal, labelled by its title, focus moved inside and trapped there, Esc
 * closes it, and focus returns to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  className,
  variant = 'dialog',
}: ModalProps) {
  const { t } = useUiTranslation();
  const titleId = `modal-title${useId().replace(/:/g, '')}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const first = focusables(dialog).find((el) => !el.classList.contains('optio-modal__close'));
      (first ?? dialog).focus();
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={cx(
        'optio-modal__backdrop',
        variant === 'drawer' && 'optio-modal__backdrop--drawer',
      )}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('optio-modal', variant === 'drawer' && 'optio-modal--drawer', className)}
        onKeyDown={onKeyDown}
      >
        <div className="optio-modal__header">
          <h2 id={titleId} className="optio-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="optio-modal__close"
            aria-label={t('close')}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="optio-modal__body">{children}</div>
        {footer && <div className="optio-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
