/**
 * A short modal question or notice: a title, perhaps a line of text, and its buttons. `alert`
 * makes it an alertdialog whose text describes it, for a notice that interrupts.
 */
import { useId, type ReactNode } from 'react';
import { ModalDialog } from './ModalDialog';

export function ConfirmPopup({
  title,
  text,
  alert = false,
  onClose,
  actions,
  children,
}: {
  title: ReactNode;
  text?: ReactNode;
  alert?: boolean;
  onClose: () => void;
  /** The buttons, side by side. */
  actions?: ReactNode;
  /** Anything else, after the text. */
  children?: ReactNode;
}) {
  const id = useId();
  const hasText = text !== undefined;
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose}>
      <div
        className="confirm-popup"
        role={alert ? 'alertdialog' : undefined}
        aria-labelledby={alert ? `${id}-title` : undefined}
        aria-describedby={alert && hasText ? `${id}-text` : undefined}
      >
        <h2 id={`${id}-title`} className="confirm-popup__title">
          {title}
        </h2>
        {hasText ? <p id={`${id}-text`}>{text}</p> : null}
        {children}
        {actions !== undefined ? <div className="confirm-popup__actions">{actions}</div> : null}
      </div>
    </ModalDialog>
  );
}
