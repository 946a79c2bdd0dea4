/**
 * Add/Edit instructions (spec 2 §2.1): the order note, saved with update_checkout. Failures are
 * toasted by the worker (CA3, or the server's phrase); the popup stays open with the text.
 */
import { useId, useState, type FormEvent } from 'react';
import { worker } from '@/app/workerClient';
import { ModalDialog } from '@/ui/ModalDialog';
import '@/features/menu/promoPopup.css';

export default function InstructionsPopup({
  slug,
  note,
  onClose,
}: {
  slug: string;
  note: string;
  onClose: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(note);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const result = await worker.updateCheckout({
      slug,
      options: { order_note: text.trim() },
      failureText: 'CA3',
    });
    setSaving(false);
    if (result.ok) onClose();
  };

  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose}>
      <form className="promo-popup" onSubmit={(event) => void onSubmit(event)}>
        <h2 id={`${id}-title`} className="promo-popup__title">
          Order instructions
        </h2>
        <label className="promo-popup__label" htmlFor={`${id}-note`}>
          Instructions for the store
        </label>
        <textarea
          id={`${id}-note`}
          className="promo-popup__input cart-note__input"
          value={text}
          rows={4}
          maxLength={500}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="promo-popup__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
