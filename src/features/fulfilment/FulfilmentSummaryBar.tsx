/** The current choice in one line above the menu, with Change to open the popup. */
import { CHOOSE_FULFILMENT_TYPE } from '@/domain/messages';
import { FulfilmentIcon } from '@/ui/FulfilmentIcon';

export function FulfilmentSummaryBar({
  summary,
  icon,
  code,
  onChange,
}: {
  /** Null when no type is chosen. */
  summary: string | null;
  icon: string;
  code: string;
  onChange: () => void;
}) {
  return (
    <section className="fulfilment-summary" aria-label="Your order">
      {/* Always an icon (a bag before a choice), so the line does not move when a link or the
          sheet makes one. */}
      <FulfilmentIcon
        icon={summary !== null ? icon : ''}
        code={summary !== null ? code : ''}
        className="fulfilment-icon"
      />
      <p className="fulfilment-summary__text">{summary ?? CHOOSE_FULFILMENT_TYPE}</p>
      <button
        type="button"
        className="button fulfilment-summary__change"
        aria-haspopup="dialog"
        onClick={onChange}
      >
        Change
      </button>
    </section>
  );
}

/** The bar's box, empty: its line and an invisible Change button give it the same height. */
export function FulfilmentSummaryPlaceholder() {
  return (
    <div className="fulfilment-summary fulfilment-summary--placeholder" aria-hidden="true">
      <p className="fulfilment-summary__text">&nbsp;</p>
      <span className="button fulfilment-summary__change">Change</span>
    </div>
  );
}
