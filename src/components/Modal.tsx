// Modal layer shared by dialogs and the full-screen gallery: overlay (z 1000) under the dialog (z 1100),
// focus moved in and trapped, Escape closes, the page behind made inert, focus returned to the opener on close.
import React from 'react';
import { createPortal } from 'react-dom';
import { useLatest } from './useLatest';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** Accessible name of the dialog. */
  label: string;
  onClose: () => void;
  className?: string;
  /** Element to focus first; defaults to the first focusable element. */
  initialFocus?: React.RefObject<HTMLElement>;
  children: React.ReactNode;
}

/** Tab and Shift+Tab wrap around inside `container`. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  if (focusable.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function Modal({ label, onClose, className, initialFocus, children }: ModalProps) {
  const dialogRef = React.useRef<HTMLDivElement>(null);
  // The latest onClose, without reopening the dialog's effect when a parent passes a new function.
  const onCloseRef = useLatest(onClose);

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const page = document.getElementById('___gatsby');
    page?.setAttribute('inert', '');
    page?.setAttribute('aria-hidden', 'true');
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>(focusableSelector) ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      } else {
        trapTab(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      page?.removeAttribute('inert');
      page?.removeAttribute('aria-hidden');
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, [initialFocus, onCloseRef]);

  return createPortal(
    <>
      <div className="modal-overlay" onClick={() => onCloseRef.current()} aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={`modal${className ? ` ${className}` : ''}`}
      >
        {children}
      </div>
    </>,
    document.body,
  );
}
