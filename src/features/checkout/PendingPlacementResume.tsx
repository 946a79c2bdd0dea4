/**
 * A placement left without an answer (a cut, a time-out, a reload) is asked about again as soon as
 * the checkout opens online: the worker resends it with its own request_id, so the server answers
 * with the first outcome and never places it twice. Renders nothing; the outcome is acted on like
 * any submission's.
 */
import { useEffect } from 'react';
import { worker } from '@/app/workerClient';
import type { DetailsRole } from '@/domain/checkoutDetails';
import type { SubmitResult } from '@worker/checkout/submitOrder';
import { clearDraft } from './checkoutDraftStore';
import { useOrderSubmission } from './useOrderSubmission';

/** Requests already resent by this page: a re-render or remount does not send them again. */
const resumed = new Set<string>();

export function PendingPlacementResume(props: {
  slug: string;
  requestId: string;
  role: DetailsRole;
  online: boolean;
}) {
  const { slug, requestId, role, online } = props;
  const { run } = useOrderSubmission({ slug, role, onPlaced: clearDraft });
  useEffect(() => {
    if (!online || resumed.has(requestId)) return;
    resumed.add(requestId);
    void run(async () => {
      const result = await worker.resumePlacement({ slug });
      return result.ok && result.data === null ? null : (result as SubmitResult);
    });
  }, [online, requestId, slug, run]);
  return null;
}
