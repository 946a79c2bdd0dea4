import { useState } from 'react';
import fallbackLogo from './store-logo.svg';
import './merchantCard.css';

export type MerchantCardProps = {
  name: string;
  address1: string;
  suburb: string;
  phone: string;
  logoUrl: string;
};

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The store at the top of the menu: logo (a default when missing or broken), name, address, phone. */
export function MerchantCard({ name, address1, suburb, phone, logoUrl }: MerchantCardProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = logoUrl && !logoFailed ? logoUrl : fallbackLogo;
  const address = [address1, suburb].filter(Boolean).join(', ');

  return (
    <section className="merchant-card" aria-labelledby="merchant-name">
      <img
        className="merchant-card__logo"
        src={logo}
        alt={`${name} logo`}
        width={72}
        height={72}
        onError={() => setLogoFailed(true)}
      />
      <div className="merchant-card__text">
        <h1 id="merchant-name" className="merchant-card__name">
          {name}
        </h1>
        {address && <p className="merchant-card__address">{address}</p>}
        {phone && (
          <p className="merchant-card__phone">
            <a href={telHref(phone)}>{phone}</a>
          </p>
        )}
      </div>
    </section>
  );
}
