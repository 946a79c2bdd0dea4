/**
 * The fulfilment popup's modal shell (spec 1 §2.5 'The popup cannot be closed by tapping
 * outside'): the shared modal dialog (focus trap, scroll lock, focus returned to the opener, not a
 * native <dialog> so the popup's own toasts show above it) with the backdrop tap switched off and
 * the popup's own bottom-sheet styling.
 */
import type { ReactNode } from 'react';
import { ModalDialog } from '@/ui/ModalDialog';

export function FulfilmentDialog(props: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog {...props} dismissOnBackdrop={false} className="modal-dialog fulfilment-dialog" />
  );
}
