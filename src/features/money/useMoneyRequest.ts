/**
 * Sends a money call under a request_id made in the tap's handler (src/domain/moneyRequest.ts): the
 * same request tapped again after no answer goes under the same id, so the server charges once.
 * Busy while it runs (the button is disabled), the failure toasted (useSubmitting).
 */
import { useCallback, useRef } from 'react';
import { requestIdFor, settleRequest, type HeldRequest } from '@/domain/moneyRequest';
import type { Result } from '@/domain/result';
import { useSubmitting } from '@/features/account/useSubmitting';

export function useMoneyRequest() {
  const held = useRef<HeldRequest | null>(null);
  const { busy, submit } = useSubmitting();
  const send = useCallback(
    <T>(key: string, call: (requestId: string) => Promise<Result<T>>): Promise<T | null> => {
      const request = requestIdFor(held.current, key, () => crypto.randomUUID());
      held.current = request;
      return submit(async () => {
        const result = await call(request.id);
        const answered = result.ok || result.error.code !== 'network';
        held.current = settleRequest(request, answered ? 'answered' : 'no-answer');
        return result;
      });
    },
    [submit],
  );
  return { busy, send };
}
