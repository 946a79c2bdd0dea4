import { useId, useState, type ReactNode } from 'react';
import { Chevron } from '@/ui/Chevron';
import { telHref } from './MerchantCard';
import fallbackLogo from './store-logo.svg';

export type StoreLineProps = {
  name: string;
  address1: string;
  suburb: string;
  phone: string;
  logoUrl: string;
  /** The store's notes (src/ui/Notes.tsx), shown with the details when the line is opened. */
  notes: ReactNode;
  /** How many notes the store has, for the line's hint. */
  noteCount: number;
};

/**
 * The merchant card and the store's notes folded into one line at the top of the menu (DESIGN
 * 'the merchant card and notices fold to one line that opens'), so the first screen shows dishes.
 * The name is the heading; its button opens the address, phone and notes below (a disclosure).
 */
export function StoreLine({
  name,
  address1,
  suburb,
  phone,
  logoUrl,
  notes,
  noteCount,
}: StoreLineProps) {
  const [open, setOpen] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const detailsId = useId();
  const logo = logoUrl && !logoFailed ? logoUrl : fallbackLogo;
  const address = [address1, suburb].filter(Boolean).join(', ');

  return (
    <section
      className={open ? 'store-line store-line--open' : 'store-line'}
      aria-labelledby="merchant-name"
    >
      <div className="store-line__bar">
        <img
          className="store-line__logo"
          src={logo}
          alt={`${name} logo`}
          width={36}
          height={36}
          onError={() => setLogoFailed(true)}
        />
        <h1 className="store-line__name">
          <button
            type="button"
            id="merchant-name"
            className="store-line__toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((previous) => !previous)}
          >
            {name}
          </button>
        </h1>
        <span className="store-line__hint" aria-hidden="true">
          {noteCount > 0 && <span className="store-line__count">{noteCount}</span>}
          <Chevron size={18} className="store-line__chevron" />
        </span>
      </div>
      <div id={detailsId} className="store-line__details" hidden={!open}>
        {address && <p className="store-line__address">{address}</p>}
        {phone && (
          <p className="store-line__phone">
            <a href={telHref(phone)}>{phone}</a>
          </p>
        )}
        {notes}
      </div>
    </section>
  );
}
