/**
 * The loaded menu (spec 1 §2.4): the brand-redirect view, or the merchant card and info panels
 * (folded into one line that opens) and either the closed-store view or, behind the fulfilment
 * gate, the tabs and products; then the footer and the screensaver.
 */
import { lazy, Suspense, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useCartCount } from '@/app/cartCount';
import { HydrationSlice } from '@/app/ssr/HydrationSlice';
import { useCustomer } from '@/liveQueries/hooks';
import type { MenuData } from '@/liveQueries/hooks';
import type { MenuQuery } from '@/domain/menuQuery';
import { productLayout, visibleMenuTabs } from '@/domain/menuScreen';
import { menuSections } from '@/domain/menuSections';
import { menuPageTitle } from '@/domain/pageTitle';
import { customerFlags } from '@/domain/roles';
import { FulfilmentGate } from '@/features/fulfilment/FulfilmentGate';
import { Notes, type Note } from '@/ui/Notes';
import { retryWhenOnline } from '@/ui/retryWhenOnline';
import { BrandRedirect } from './BrandRedirect';
import { ClosedStore } from './ClosedStore';
import { MenuBody } from './MenuBody';
import { MenuFooter } from './MenuFooter';
import { StoreLine } from './StoreLine';
import type { MenuItemRow as ItemRow } from './types';
import { useScreensaver } from './useScreensaver';

// Its own chunk, loaded once the cart holds something (the header's probe counts it): a first
// visit does without. Offline before the service worker holds it, it waits for the network.
const CartBar = lazy(() =>
  retryWhenOnline(() => import('@/features/cart/CartBar')).then((module) => ({
    default: module.CartBar,
  })),
);
const Screensaver = lazy(() =>
  import('./Screensaver').then((module) => ({ default: module.Screensaver })),
);

export type MenuViewProps = {
  slug: string;
  data: MenuData;
  link: MenuQuery;
  linkAt: number;
  onAdd: (item: ItemRow) => void;
  onRefresh: () => void;
  refreshing: boolean;
};

export function MenuView({
  slug,
  data,
  link,
  linkAt,
  onAdd,
  onRefresh,
  refreshing,
}: MenuViewProps) {
  const { row, items } = data;
  const { merchant, menu } = row;
  const customer = customerFlags(useCustomer());
  const cartCount = useCartCount();
  const sections = useMemo(() => menuSections(row.categories, items), [row.categories, items]);
  const screensaverImage = __BRAND__.features.screensaverImage;
  const screensaver = useScreensaver(screensaverImage !== null);

  const tabs = visibleMenuTabs({
    hideSubTabs: __BRAND__.features.hideSubTabs,
    hideFulfilmentType: __BRAND__.features.hideFulfilmentType,
    tabs: menu?.tabs,
    fulfilmentTypes: merchant.fulfilment.length,
    promotions: merchant.promos?.length ?? 0,
    allowPromoCodes: menu?.allow_promo_codes === 1,
    showDietaryInfo: menu?.show_dietary_info === 1,
  });
  const notes: Note[] = [
    { kind: 'warning', text: merchant.warning_text },
    { kind: 'info', text: menu?.public_notice ?? '' },
    { kind: 'promo', text: merchant.promo_text },
    { kind: 'info', text: merchant.payment_text },
    { kind: 'info', text: merchant.delivery_text },
  ];
  const closed =
    menu === null || (menu.is_merchant_ready === 0 && menu.is_order_for_later_enabled === 0);

  if (merchant.brand?.redirect === 1) {
    return (
      <main id="main" className="page menu">
        <title>{menuPageTitle(merchant)}</title>
        <BrandRedirect brand={merchant.brand} />
      </main>
    );
  }

  return (
    <>
      <main id="main" className="page menu">
        <title>{menuPageTitle(merchant)}</title>
        {__BRAND__.features.hideMerchantCard ? (
          <>
            <h1 className="visually-hidden">{merchant.name}</h1>
            <Notes label="Store notes" className="menu-notes" notes={notes} />
          </>
        ) : (
          <StoreLine
            name={merchant.name}
            address1={merchant.address1}
            suburb={merchant.suburb}
            phone={merchant.phone}
            logoUrl={merchant.logo_square_url}
            notes={<Notes label="Store notes" className="menu-notes" notes={notes} />}
            noteCount={notes.filter((note) => note.text.trim() !== '').length}
          />
        )}
        {closed ? (
          <ClosedStore hours={menu?.hours ?? []} onRefresh={onRefresh} refreshing={refreshing} />
        ) : (
          <FulfilmentGate slug={slug} data={data} link={link} linkAt={linkAt}>
            <MenuBody
              slug={slug}
              row={row}
              sections={sections}
              tabs={tabs}
              layout={productLayout(menu.product_layout)}
              customer={customer}
              onAdd={onAdd}
            />
          </FulfilmentGate>
        )}
        {/* An item link's sheet and the footer hydrate after the rest: shorter blocking tasks. */}
        <HydrationSlice>
          <Outlet />
        </HydrationSlice>
        {!closed && cartCount > 0 && (
          <Suspense fallback={null}>
            <CartBar slug={slug} currencySign={merchant.locale.currency_sign} />
          </Suspense>
        )}
      </main>
      <HydrationSlice>
        <MenuFooter
          name={merchant.name}
          address1={merchant.address1}
          suburb={merchant.suburb}
          phone={merchant.phone}
          hours={menu?.hours ?? []}
          openingTimesHeading={menu?.opening_times_heading ?? ''}
        />
      </HydrationSlice>
      {screensaver.shown && screensaverImage !== null && (
        <Suspense fallback={null}>
          <Screensaver image={screensaverImage} onHide={screensaver.hide} />
        </Suspense>
      )}
    </>
  );
}
