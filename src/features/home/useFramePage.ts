import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';

/**
 * Whether an iframe block's page can be shown. A page of this app's server is asked for first
 * (through the worker, as an embed_link's is): one that is not there (404) or cannot be reached
 * (offline) would be an empty box in the frame, so the block leaves the frame out. Until the
 * answer, and for another site's page (not fetched), the frame is shown.
 */
export function useFramePage(source: string | null): 'shown' | 'unavailable' {
  const online = useOnline();
  const ownPage = source !== null && source.startsWith('/');
  const { state } = useWorkerCall(ownPage && online ? `frame:${source}` : null, () =>
    worker.embedHtml({ url: source ?? '' }),
  );
  if (!ownPage) return 'shown';
  if (!online) return 'unavailable';
  return state.status === 'error' ? 'unavailable' : 'shown';
}
