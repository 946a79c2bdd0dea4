/**
 * The promo code popup (spec 1 §2.4): a code field, Save (applies it through the worker, which
 * toasts 'Promo code {code} applied' or the server's reason), and a QR scan (spec 1 §5 'A scanned
 * code must be QR format … the promo code is read from it'), which on the web says to download the
 * app. Loaded only when opened.
 */
import { useId, useState, type FormEvent } from 'react';
import { worker } from '@/app/workerClient';
import { normalisePromoCode } from '@/domain/deepLinks';
import { ModalDialog } from '@/ui/ModalDialog';
import { ScanCodeButton } from '@/features/scan/ScanCodeButton';
import './promoPopup.css';

export function PromoCodePopup({ slug, onClose }: { slug: string; onClose: () => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async (text: string) => {
    const promo = normalisePromoCode(text);
    if (promo === '' || saving) return;
    setSaving(true);
    const result = await worker.applyPromo({ slug, code: promo });
    setSaving(false);
    if (result.ok) onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(code);
  };

  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose}>
      <form className="promo-popup" onSubmit={onSubmit}>
        <h2 id={`${id}-title`} className="promo-popup__title">
          Promo code
        </h2>
        <label className="promo-popup__label" htmlFor={`${id}-code`}>
          Enter your promo code
        </label>
        <input
          id={`${id}-code`}
          className="promo-popup__input"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
        />
        <ScanCodeButton
          purpose="promo"
          onResult={(result) => {
            if (result.ok && result.data.promo) {
              setCode(result.data.promo);
              void save(result.data.promo);
            }
          }}
        />
        <div className="promo-popup__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={saving || normalisePromoCode(code) === ''}
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
