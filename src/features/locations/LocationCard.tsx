import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MerchantSummary } from '@/api/merchants';
import { menuPath } from '@/app/paths';
import { formatDistanceKm, locationButton } from '@/domain/locationButton';
import { FulfilmentIcon } from '@/ui/FulfilmentIcon';
import { FavouriteButton } from './FavouriteButton';
import { LocationNotes } from './LocationNotes';
import { PaymentIcon } from './PaymentIcon';

export type LocationCardVariant = 'full' | 'simple';

/** A member's favourite toggle for the card; absent for anyone else. */
export type CardFavourite = { pressed: boolean; onToggle: () => void };

/** The card's action: the menu link, a disabled 'Closed', or the coming-soon text. */
function CardAction({ merchant, nameId }: { merchant: MerchantSummary; nameId: string }) {
  const button = locationButton(merchant);
  const menu = merchant.menus[0]?.name;
  if (!button.open) return <p className="location-card__soon">{button.label}</p>;
  if (button.kind === 'closed' || menu === undefined) {
    return (
      <button
        type="button"
        className="button location-card__button"
        disabled
        aria-describedby={nameId}
      >
        {button.kind === 'closed' ? button.label : 'Closed'}
      </button>
    );
  }
  return (
    <Link
      className={`button button--primary location-card__button location-card__button--${button.kind}`}
      to={menuPath(menu)}
      aria-describedby={nameId}
    >
      {button.label}
    </Link>
  );
}

/**
 * A location (spec 1 §2.3): hero image or logo, name, address and suburb, distance in km with one
 * decimal, fulfilment and payment icons, its notes and the button of §4 'Location card button'
 * ('Order Now', 'Order for Later', 'Closed'; 'Coming soon' or cstext when it is not open). The
 * button opens the location's first menu. The simple variant shows only the name. A member's
 * card carries the favourite toggle.
 */
export function LocationCard({
  merchant,
  variant = 'full',
  favourite,
}: {
  merchant: MerchantSummary;
  variant?: LocationCardVariant;
  favourite?: CardFavourite;
}) {
  const nameId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  const menu = merchant.menus[0]?.name;
  const open = locationButton(merchant).open;

  if (variant === 'simple') {
    return (
      <article className="location-card location-card--simple" aria-labelledby={nameId}>
        <h2 id={nameId} className="location-card__name">
          {open && menu !== undefined ? (
            <Link to={menuPath(menu)}>{merchant.name}</Link>
          ) : (
            merchant.name
          )}
        </h2>
      </article>
    );
  }

  const image = merchant.hero_img_url || merchant.logo_square_url;
  const isHero = merchant.hero_img_url !== '';
  const address = [merchant.address1, merchant.suburb].filter((part) => part.trim() !== '');
  const distance = formatDistanceKm(merchant.distance_from_position);

  return (
    <article className="location-card" aria-labelledby={nameId}>
      {image !== '' && !imageFailed && (
        <img
          className={isHero ? 'location-card__hero' : 'location-card__logo'}
          src={image}
          alt=""
          width={isHero ? 640 : 72}
          height={isHero ? 240 : 72}
          loading="lazy"
          onError={() => setImageFailed(true)}
        />
      )}
      <div className="location-card__body">
        <div className="location-card__heading">
          <h2 id={nameId} className="location-card__name">
            {merchant.name}
          </h2>
          {distance !== null && (
            <p className="location-card__distance">
              <span className="visually-hidden">Distance: </span>
              {distance}
            </p>
          )}
          {favourite && (
            <FavouriteButton
              merchantName={merchant.name}
              pressed={favourite.pressed}
              onToggle={favourite.onToggle}
            />
          )}
        </div>
        {address.length > 0 && <p className="location-card__address">{address.join(', ')}</p>}
        {(merchant.fulfilment.length > 0 || merchant.payment_methods.length > 0) && (
          <div className="location-card__icons">
            {merchant.fulfilment.length > 0 && (
              <ul className="location-card__fulfilment" aria-label="Ways to order">
                {merchant.fulfilment.map((type) => (
                  <li key={type.code}>
                    <FulfilmentIcon
                      icon={type.icon}
                      code={type.code}
                      label={type.verb}
                      className="location-icon"
                      size={22}
                    />
                  </li>
                ))}
              </ul>
            )}
            {merchant.payment_methods.length > 0 && (
              <ul className="location-card__payments" aria-label="Payment methods">
                {merchant.payment_methods.map((method) => (
                  <li key={method}>
                    <PaymentIcon icon={method} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <LocationNotes
          label={`Notes for ${merchant.name}`}
          className="location-card__notes"
          texts={{
            promo: merchant.promo_text,
            payment: merchant.payment_text,
            delivery: merchant.delivery_text,
            warning: merchant.warning_text,
          }}
        />
        <CardAction merchant={merchant} nameId={nameId} />
      </div>
    </article>
  );
}
