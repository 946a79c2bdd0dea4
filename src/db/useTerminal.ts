import { useCustomer } from './useCustomer';
import { useAccount } from './useAccount';
import { useWorkerQuery } from './useWorkerQuery';
import { pinpadSetupForcedFor } from './pinpadSetup';
import type { TerminalProgressRow } from '@worker/db/terminalQueries';

/** Whether this device's pinpad is paired (a secret stored); undefined while loading. */
export function usePinpadPaired(): boolean | undefined {
  return useWorkerQuery('pinpadPaired');
}

/** The kept terminal transaction's progress, live; null when none, undefined while loading. */
export function useTerminalProgress(): TerminalProgressRow | null | undefined {
  return useWorkerQuery('terminalProgress');
}

/** Spec 3 §4 'Pinpad setup is forced…' for the held customer, live; false while loading. */
export function usePinpadSetupForced(): boolean {
  const customer = useCustomer();
  const account = useAccount();
  const paired = usePinpadPaired();
  if (account === undefined || paired === undefined) return false;
  return pinpadSetupForcedFor({ customer, account, paired });
}
