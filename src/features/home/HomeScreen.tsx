/**
 * The configurable home (spec 3 §2): the blocks of the last AppHome answer, read from Dexie, with a
 * fresh answer asked for on open. A redirect_uri is followed only when it is a same-origin path.
 */
import { Link, Navigate } from 'react-router-dom';
import { homeMenuSlug, menuPath } from '@/app/paths';
import { pageOrigin } from '@/app/ssr/seed';
import { useOnline } from '@/app/useOnline';
import { useHome } from '@/liveQueries/useHome';
import { homeRedirectPath, shownBlocks } from '@/domain/homeBlocks';
import { HydrationSlice } from '@/app/ssr/HydrationSlice';
import { OfflineNote } from '@/ui/OfflineNote';
import { HomeBlockView } from './HomeBlockView';
import { HomeSkeleton } from './HomeSkeleton';
import type { HomeData } from './types';
import { useHomeLoad } from './useHomeLoad';
import './home.css';

export function HomeScreen() {
  const online = useOnline();
  const { data } = useHome();
  const { state, retry } = useHomeLoad();

  if (data === undefined || (data === null && online && state === 'loading')) {
    return (
      <main id="main" className="page home">
        <title>{__BRAND__.name}</title>
        <HomeSkeleton />
      </main>
    );
  }

  if (data === null) {
    return (
      <main id="main" className="page home">
        <title>{__BRAND__.name}</title>
        <h1 className="visually-hidden">{__BRAND__.name}</h1>
        {online ? (
          <div className="home-empty" role="status">
            <p>The home page could not be loaded.</p>
            <button type="button" className="button button--primary" onClick={retry}>
              Try again
            </button>
            <Link className="button" to={menuPath(homeMenuSlug())}>
              Go to the menu
            </Link>
          </div>
        ) : (
          <OfflineNote />
        )}
      </main>
    );
  }

  const redirect = homeRedirectPath(data.redirectUri, pageOrigin());
  if (redirect !== null) return <Navigate replace to={redirect} />;
  return <HomeView home={data} />;
}

function HomeView({ home }: { home: HomeData }) {
  const blocks = shownBlocks(home.blocks);
  const titleBlock = blocks.find((block) => block.block === 'welcome' && block.title !== '');
  const layout = home.layout === 'grid' ? 'grid' : 'list';

  return (
    <main id="main" className={`page home home--${layout}`}>
      <title>{__BRAND__.name}</title>
      {titleBlock === undefined && <h1 className="visually-hidden">{__BRAND__.name}</h1>}
      <div className="home__blocks">
        {blocks.map((block) => (
          <HydrationSlice key={block.id}>
            <HomeBlockView block={block} home={home} isPageTitle={block === titleBlock} />
          </HydrationSlice>
        ))}
      </div>
      {blocks.length === 0 && (
        <Link className="button button--primary home-place-order" to={menuPath(homeMenuSlug())}>
          Place an Order
        </Link>
      )}
    </main>
  );
}
