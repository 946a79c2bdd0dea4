import { Link } from 'react-router-dom';
import type { BrandRedirect as BrandRedirectSettings } from '@/api/merchant';
import { externalHref } from '@/domain/externalHref';

/**
 * The brand-redirect state (spec 1 §2.4): the store now orders through another app or site. A
 * title, text, and buttons App Store, Google Play, Open Web Site (each when its address is an
 * http(s) URL) and Back to Home.
 */
export function BrandRedirect({ brand }: { brand: BrandRedirectSettings }) {
  const links = [
    ['App Store', brand.url_ios_app],
    ['Google Play', brand.url_android_app],
    ['Open Web Site', brand.url_web_app],
  ] as const;
  return (
    <section className="brand-redirect" aria-labelledby="brand-redirect-title">
      <h1 id="brand-redirect-title">{brand.title || brand.brand_name}</h1>
      {brand.text && <p className="brand-redirect__text">{brand.text}</p>}
      <div className="brand-redirect__actions">
        {links.map(([label, url]) => {
          const href = externalHref(url);
          return href === null ? null : (
            <a
              key={label}
              className="button button--primary"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          );
        })}
        <Link className="button" to="/">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
