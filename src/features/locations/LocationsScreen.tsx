/**
 * The locations screen of a multi-store brand (spec 1 §2.3): location groups, location cards and,
 * with the brand's location search feature, the Nearby / Search / History selector with its
 * fallbacks (§4 'Location filter states'), and for a member Favourites with each card's favourite
 * toggle. Reads the list from Dexie (useMerchants); the worker loads it (useMerchantsLoad) and
 * keeps a favourite change in its outbox until the server has it. Pull-to-refresh is the shell's:
 * it reloads the page.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useScreenArrival } from '@/app/screenArrival';
import { BRAND } from '@/app/brand';
import { useOnline } from '@/app/useOnline';
import { worker } from '@/app/workerClient';
import { useCustomer } from '@/liveQueries/useCustomer';
import { useMerchants } from '@/liveQueries/useMerchants';
import {
  locationEmptyText,
  locationFilterFallback,
  type LocationFilter,
} from '@/domain/locationButton';
import {
  findGroup,
  merchantsQuery,
  nearbyFallbackNotice,
  shownLocations,
  type ListMode,
} from '@/domain/locationsList';
import { NO_RESULTS } from '@/domain/messages';
import { canUseHistory, isLoggedIn } from '@/domain/roles';
import { AppDownloadButton } from '@/features/menu/AppDownloadButton';
import { Notice } from '@/ui/Notes';
import { OfflineNote } from '@/ui/OfflineNote';
import { FilterSelector } from './FilterSelector';
import { GroupStrip } from './GroupStrip';
import { LocationCard } from './LocationCard';
import { LocationNotes } from './LocationNotes';
import { LocationsScan } from './LocationsScan';
import { LocationsSkeleton } from './LocationsSkeleton';
import { PlaceSearch, type ChosenPlace } from './PlaceSearch';
import { useGeolocation } from './useGeolocation';
import { useMerchantsLoad } from './useMerchantsLoad';
import './locations.css';

type FilterView = { filter: LocationFilter; notice: string | null; geoAttempt: number };

export function LocationsScreen() {
  const { params } = useScreenArrival();
  const searchOn = BRAND.features.locationSearch;
  const online = useOnline();
  const customer = useCustomer();
  const { data } = useMerchants();
  const history = data?.locations.history ?? [];
  const member = canUseHistory(customer);

  const [view, setView] = useState<FilterView>({ filter: 'nearby', notice: null, geoAttempt: 0 });
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  // Favourites are a member's: signed out while it was chosen, the list is Nearby again.
  const filter = view.filter === 'fave' && !member ? 'nearby' : view.filter;
  const mode: ListMode = searchOn ? filter : 'all';
  const favourites = data?.favourites ?? [];

  /** 'If nearby yields no results … A failed geolocation falls back the same way.' */
  const fallBack = (reason: 'geolocation' | 'empty') =>
    setView((current) =>
      current.filter !== 'nearby' && (current.filter !== 'fave' || member)
        ? current
        : {
            ...current,
            filter: locationFilterFallback({
              state: 'nearby',
              results: reason === 'empty' ? 0 : null,
              isMember: member,
              hasHistory: history.length > 0,
              geolocationFailed: reason === 'geolocation',
            }),
            notice: nearbyFallbackNotice(reason),
          },
    );

  const geo = useGeolocation(mode === 'nearby' ? view.geoAttempt : null, () =>
    fallBack('geolocation'),
  );
  const position = geo.status === 'granted' ? geo.position : null;
  const query = merchantsQuery({ mode, position, place });
  const load = useMerchantsLoad(query, (_query, count) => {
    if (mode === 'nearby' && count === 0) fallBack('empty');
  });

  const choose = (filter: LocationFilter) =>
    setView((current) => ({
      filter,
      notice: null,
      geoAttempt: filter === 'nearby' ? current.geoAttempt + 1 : current.geoAttempt,
    }));

  const groups = data?.locations.groups ?? [];
  const group = findGroup(groups, params.group);
  const locations = shownLocations({
    merchants: data?.merchants ?? [],
    mode,
    history,
    favourites,
    group,
  });
  /** One tap, one change: its request id is made here, in the tap's handler. */
  const cardFavourite = (merchant: { id: number; name: string }) =>
    member
      ? {
          pressed: favourites.includes(merchant.id),
          onToggle: () =>
            void worker.setFavourite({
              requestId: crypto.randomUUID(),
              merchantId: merchant.id,
              favourite: !favourites.includes(merchant.id),
              label: merchant.name,
            }),
        }
      : undefined;
  const settings = data?.locations.settings;
  const loading = load.status === 'loading' || load.status === 'waiting';
  const stale = load.status === 'failed' && data != null;
  const variant = mode === 'history' ? 'simple' : 'full';

  return (
    <main id="main" className="page locations">
      <title>{`Locations · ${BRAND.name}`}</title>
      <div className="locations__header">
        <h1 className="locations__title">{group === null ? 'Our locations' : group.group_title}</h1>
        <LocationsScan />
        {BRAND.features.locationsAppDownload && <AppDownloadButton className="locations__app" />}
      </div>
      <GroupStrip groups={groups} selected={group?.code ?? null} />
      {settings && (
        <LocationNotes
          label="Notes"
          className="locations__notes"
          texts={{
            promo: settings.promo_text,
            payment: settings.payment_text,
            delivery: settings.delivery_text,
            warning: settings.warning_text,
          }}
        />
      )}
      {searchOn && <FilterSelector value={filter} onChange={choose} favourites={member} />}
      {view.notice !== null && mode !== 'nearby' && (
        <Notice className="locations__notice" role="status">
          {view.notice}
        </Notice>
      )}
      {mode === 'search' && <PlaceSearch chosen={place} onPlace={setPlace} />}
      {!online && <OfflineNote />}
      <section className="locations__results" aria-label="Locations" aria-busy={loading}>
        {mode === 'history' && !isLoggedIn(customer) ? (
          <div className="locations__empty">
            <p>{locationEmptyText('history', false)}</p>
            <Link className="button button--primary" to="/locations/login">
              Sign in
            </Link>
          </div>
        ) : loading ? (
          <LocationsSkeleton />
        ) : load.status === 'failed' && !stale ? (
          online && (
            <div className="locations__empty">
              <p>The locations could not be loaded.</p>
              <button type="button" className="button button--primary" onClick={load.retry}>
                Try again
              </button>
            </div>
          )
        ) : locations.length === 0 ? (
          <p className="locations__empty" role="status">
            {mode === 'all' ? NO_RESULTS : locationEmptyText(mode, isLoggedIn(customer))}
          </p>
        ) : (
          <ul className={`location-list location-list--${variant}`}>
            {locations.map((merchant) => (
              <li key={merchant.id}>
                <LocationCard
                  merchant={merchant}
                  variant={variant}
                  favourite={variant === 'full' ? cardFavourite(merchant) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
