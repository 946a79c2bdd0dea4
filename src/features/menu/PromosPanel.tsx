import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Promotion } from '@/api/merchant';
import { worker } from '@/app/workerClient';
import { MENU_LOGIN_PATH } from '@/app/paths';

const PromoCodePopup = lazy(() =>
  import('./PromoCodePopup').then((module) => ({ default: module.PromoCodePopup })),
);

/** Spec 1 §2.4 'promotion card (loyalty promotions show 'Sign in to earn and redeem rewards' to guests)'. */
export const SIGN_IN_FOR_REWARDS = 'Sign in to earn and redeem rewards';

/**
 * The Promos tab: the store's promotion cards and, when the menu allows promo codes, the promo
 * code popup (spec 1 §2.4 'promo code popup (Save, and a QR scan in the native app)').
 */
export function PromosPanel({
  slug,
  promotions,
  allowPromoCodes,
  isGuest,
}: {
  slug: string;
  promotions: readonly Promotion[];
  allowPromoCodes: boolean;
  isGuest: boolean;
}) {
  const [popupOpen, setPopupOpen] = useState(false);
  const [applying, setApplying] = useState(false);

  const apply = async (code: string) => {
    if (applying) return;
    setApplying(true);
    try {
      await worker.applyPromo({ slug, code });
    } finally {
      setApplying(false);
    }
  };

  return (
    <section className="menu-panel" aria-labelledby="promos-heading">
      <h2 id="promos-heading" className="menu-panel__title">
        Promos
      </h2>
      {promotions.length > 0 && (
        <ul className="promo-cards">
          {promotions.map((promotion) => (
            <li key={promotion.id} className="promo-card">
              <h3 className="promo-card__title">{promotion.title}</h3>
              {promotion.desc && <p className="promo-card__desc">{promotion.desc}</p>}
              {promotion.type === 'loyalty' && isGuest && (
                <p>
                  <Link className="menu-panel__link" to={MENU_LOGIN_PATH}>
                    {SIGN_IN_FOR_REWARDS}
                  </Link>
                </p>
              )}
              {promotion.promo_code && (
                <div className="promo-card__code">
                  <span>
                    Code <strong>{promotion.promo_code}</strong>
                  </span>
                  {allowPromoCodes && (
                    <button
                      type="button"
                      className="button"
                      disabled={applying}
                      aria-label={`Apply promo code ${promotion.promo_code}`}
                      onClick={() => void apply(promotion.promo_code)}
                    >
                      Apply
                    </button>
                  )}
                </div>
              )}
              {promotion.terms && <p className="promo-card__terms">{promotion.terms}</p>}
            </li>
          ))}
        </ul>
      )}
      {allowPromoCodes && (
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => setPopupOpen(true)}
        >
          Enter a promo code
        </button>
      )}
      {popupOpen && (
        <Suspense fallback={null}>
          <PromoCodePopup slug={slug} onClose={() => setPopupOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
