/**
 * What an account page shows before it has a profile to show: the skeleton while the account
 * loads, or, when it cannot (GA1 offline on a first visit, a server phrase), the words and Retry.
 */
import type { WorkerCallState } from '@/app/useWorkerCall';
import { OfflineNote } from '@/ui/OfflineNote';
import { PageSkeleton } from '@/ui/PageSkeleton';

export function AccountLoadState({
  title,
  online,
  state,
  retry,
}: {
  title: string;
  online: boolean;
  state: WorkerCallState<unknown, string>;
  retry: () => void;
}) {
  if (online && state.status !== 'error') {
    return <PageSkeleton title={title} className="identity-page" />;
  }
  return (
    <main id="main" className="page identity-page">
      <title>{`${title} · ${__BRAND__.name}`}</title>
      <h1>{title}</h1>
      {online ? <p role="alert">{state.error?.message}</p> : <OfflineNote />}
      {online ? (
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      ) : null}
    </main>
  );
}
