import { useDevicePayments } from './devicePayments';
import type { TerminalTransactionRow } from '@worker/db/rows';
import { useAccount } from './useAccount';
import { useCustomer } from './useCustomer';
import { useWorkerQuery } from './useWorkerQuery';
import { pinpadSetupForcedFor } from './pinpadSetup';

/** Whether this device's pinpad is paired (a secret stored); undefined while loading. */
export function usePinpadPaired(): boolean | undefined {
  return useWorkerQuery('pinpadStatus')?.paired;
}

/** The kept terminal transaction, live; null when none, undefined while loading. */
export function useTerminalTransaction(): TerminalTransactionRow | null | undefined {
  return useWorkerQuery('terminalTransaction');
}

/** Spec 3 §4 'Pinpad setup is forced…' for the held customer, live; false while loading. */
export function usePinpadSetupForced(): boolean {
  const customer = useCustomer();
  const account = useAccount();
  const paired = usePinpadPaired();
  const devicePayments = useDevicePayments();
  if (account === undefined || paired === undefined) return false;
  return pinpadSetupForcedFor({ customer, account, paired, devicePayments });
}
