import { HoursList } from './MenuFooter';

/** Spec 1 §2.4 closed store: shown when the store isn't ready and ordering for later is off. */
export function ClosedStore({
  hours,
  onRefresh,
  refreshing,
}: {
  hours: { label: string; hours: string }[];
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <section className="closed-store" aria-labelledby="closed-store-heading">
      <h2 id="closed-store-heading">Trading Hours</h2>
      {hours.length > 0 && <HoursList hours={hours} />}
      <p className="closed-store__message">The store is currently closed.</p>
      <p className="closed-store__hint">Pull down to refresh.</p>
      <button type="button" className="button" onClick={onRefresh} disabled={refreshing}>
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </button>
    </section>
  );
}
