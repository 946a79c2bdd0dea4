import type { AccountRow } from '@worker/db/rows';
import { useWorkerQuery } from './useWorkerQuery';

/**
 * The profile as last seen (CustomerAccount): undefined while loading, null before the first answer
 * or after sign-out.
 */
export function useAccount(): AccountRow | null | undefined {
  return useWorkerQuery('account');
}
