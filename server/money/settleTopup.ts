/** Charge, then finalise, for a top-up: shared by a first call, a repeat that resumes, and the reconciler. */
import type { SettleDeps } from '../orders/charge';
import { chargeAttempt } from '../orders/charge';
import { finaliseTopup } from './finaliseTopup';
import type { TopupAnswer } from './reserveTopup';
import type { TopupAttempt } from './topupAttempt';

export async function settleTopup(deps: SettleDeps, attempt: TopupAttempt): Promise<TopupAnswer> {
  const outcome = await chargeAttempt(deps, attempt);
  return finaliseTopup(deps, attempt, outcome);
}
