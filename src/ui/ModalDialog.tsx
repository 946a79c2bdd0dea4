/**
 * A modal dialog over the screen: a bottom sheet on phones, a centred card on wide screens.
 * Focus moves into it when it opens and stays there (Tab and Shift+Tab wrap), Escape or the
 * backdrop (unless dismissOnBackdrop is false) ask to close, the page behind does not scroll, and focus goes back to whatever opened
 * it when it goes away.
 *
 * Not a native <dialog>: the top layer would sit above the toasts and snackbars, and the popup's
 * own validation toast must show over it.
 */
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside the dialog, in order (unchecked radios of a group skipped). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.getClientRects().length === 0) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked) {
      // A radio group is one stop: its checked radio, or the first when none is checked.
      const group = root.querySelectorAll<HTMLInputElement>(
        `input[type="radio"][name="${CSS.escape(element.name)}"]`,
      );
      const anyChecked = [...group].some((radio) => radio.checked);
      return !anyChecked && group[0] === element;
    }
    return true;
  });
}

export function ModalDialog({
  labelledBy,
  onClose,
  children,
  dismissOnBackdrop = true,
  backdropClassName = 'modal-backdrop',
  className = 'modal-dialog',
}: {
  /** Id of the element naming the dialog (its heading). */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  /** False for a dialog that tapping outside must not close (spec 1 §2.5 fulfilment popup). */
  dismissOnBackdrop?: boolean;
  backdropClassName?: string;
  className?: string;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus({ preventScroll: true });
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (opener !== null && opener !== document.body && opener.isConnected) {
        opener.focus({ preventScroll: true });
      }
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A control inside that handled Escape itself (e.g. a listbox closing) keeps the dialog open.
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || dialog.current === null) return;
    const stops = tabStops(dialog.current);
    const first = stops[0];
    const last = stops.at(-1);
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={backdropClassName}
      onPointerDown={(event) => {
        if (dismissOnBackdrop && event.target === event.currentTarget) close.current();
      }}
    >
      <div
        ref={dialog}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
      {/* The end of the dialog's markup: a server-rendered one shows once the parser is here. */}
      <span className="modal-end" hidden />
    </div>
  );
}
