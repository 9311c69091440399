import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './Modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Focus goes back here on close (else to whatever had focus when the modal opened). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * An accessible dialog: labelled by its title, focus moves in and is trapped (the rest of the
 * page is made inert), Esc, the close button and a click on the backdrop close it, and focus
 * returns to the opener.
 */
export function Modal({ title, closeLabel, onClose, returnFocusRef, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const [host] = useState(() => document.createElement('div'));

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const returnTarget = returnFocusRef?.current ?? previouslyFocused;
    document.body.appendChild(host);
    const inerted = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el !== host && el instanceof HTMLElement && !el.inert,
    );
    inerted.forEach((el) => (el.inert = true));
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      inerted.forEach((el) => (el.inert = false));
      document.body.style.overflow = previousOverflow;
      host.remove();
      if (returnTarget?.isConnected) returnTarget.focus();
    };
  }, [host, returnFocusRef]);

  return createPortal(
    <div
      className="pub-modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="pub-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="pub-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button ref={closeRef} type="button" className="pub-modal__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="pub-visually-hidden">{closeLabel}</span>
          </button>
        </div>
        <div className="pub-modal__body">{children}</div>
      </div>
    </div>,
    host,
  );
}
