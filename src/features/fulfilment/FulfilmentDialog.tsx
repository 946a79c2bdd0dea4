/**
 * The fulfilment popup's modal shell (spec 1 §2.5 'The popup cannot be closed by tapping
 * outside'): the shared modal dialog (focus trap, scroll lock, focus returned to the opener, not a
 * native <dialog> so the popup's own toasts show above it) with the backdrop tap switched off and
 * the popup's own bottom-sheet styling.
 */
import type { ReactNode } from 'react';
import { ModalDialog } from '@/ui/ModalDialog';

export function FulfilmentDialog({
  still = false,
  ...props
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  /** On screen from the first paint: no entrance animation (ModalDialog's `still`). */
  still?: boolean;
}) {
  return (
    <ModalDialog
      {...props}
      dismissOnBackdrop={false}
      className="modal-dialog fulfilment-dialog"
      backdropClassName={still ? 'modal-backdrop modal-backdrop--still' : undefined}
    />
  );
}
