/** The ASAP checkbox (spec 1 §2.5): 'Approx {time}', or 'Unavailable today' and disabled. */
import { asapLabel } from '@/domain/asapLabel';
import type { LocalMs } from '@/domain/calendar';

export function AsapField({
  checked,
  asapAt,
  onChange,
}: {
  checked: boolean;
  asapAt: LocalMs | null;
  onChange: (checked: boolean) => void;
}) {
  const unavailable = asapAt === null;
  return (
    <label className={`fulfilment-asap${unavailable ? ' fulfilment-asap--off' : ''}`}>
      <input
        type="checkbox"
        checked={checked && !unavailable}
        disabled={unavailable}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="fulfilment-asap__name">ASAP</span>
      <span className="fulfilment-asap__time">{asapLabel(asapAt)}</span>
    </label>
  );
}
