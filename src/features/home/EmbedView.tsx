/**
 * An embed_link or iframe block on a page of its own (/home/embed/:blockId): 'Back to Home', the
 * page at the spec's frame height, and 'Place an Order' when the block asks for it (spec 3 §2).
 */
import { Link, useParams } from 'react-router-dom';
import { homeMenuSlug, menuPath } from '@/app/paths';
import { useOnline } from '@/app/useOnline';
import { useHome } from '@/liveQueries/useHome';
import { embedFrameHeight, embedSource, placeOrderPath, shownBlocks } from '@/domain/homeBlocks';
import { OfflineNote } from '@/ui/OfflineNote';
import { BlockFrame } from './BlockFrame';
import { EmbeddedHtml } from './EmbeddedHtml';
import { HomeSkeleton } from './HomeSkeleton';
import { useHomeLoad } from './useHomeLoad';
import { useWindowHeight } from './useWindowHeight';
import './home.css';

const backToHome = (
  <Link className="button" to="/">
    Back to Home
  </Link>
);

export function EmbedView() {
  const { blockId = '' } = useParams();
  const online = useOnline();
  const { data } = useHome();
  const { state } = useHomeLoad();
  const windowHeight = useWindowHeight();

  const block = shownBlocks(data?.blocks ?? []).find(
    (candidate) =>
      String(candidate.id) === blockId &&
      (candidate.block === 'embed_link' || candidate.block === 'iframe'),
  );
  const source = block ? embedSource(block.link_url, window.location.origin) : null;

  if (block === undefined || source === null) {
    const loading = data === undefined || (data === null && online && state === 'loading');
    return (
      <main id="main" className="page home-embed-view">
        <title>{__BRAND__.name}</title>
        {loading ? (
          <HomeSkeleton />
        ) : (
          <>
            <h1 className="home-embed-view__title">Page not found</h1>
            {!online && data === null && <OfflineNote />}
            <p>This page is no longer on the home page.</p>
            <div className="home-embed-view__actions">{backToHome}</div>
          </>
        )}
      </main>
    );
  }

  const withOrderButton = block.place_order_btn === 1;
  const height = embedFrameHeight(windowHeight, withOrderButton);
  const title = block.title || __BRAND__.name;

  return (
    <main id="main" className="page home-embed-view">
      <title>{`${title} | ${__BRAND__.name}`}</title>
      <div className="home-embed-view__bar">
        {backToHome}
        <h1 className="home-embed-view__title">{title}</h1>
      </div>
      {block.block === 'iframe' ? (
        <BlockFrame src={source} title={title} height={height} />
      ) : (
        <div className="home-embed-view__page" style={{ height }}>
          <EmbeddedHtml url={source} title={title} />
        </div>
      )}
      {withOrderButton && (
        <Link
          className="button button--primary home-place-order"
          to={placeOrderPath(data?.blocks ?? [], menuPath(homeMenuSlug()))}
        >
          Place an Order
        </Link>
      )}
    </main>
  );
}
