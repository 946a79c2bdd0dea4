/** The gate's view of the held choice: its offered type, its issues, and whether it picks from a list. */
import { checkSelection } from '@/domain/fulfilmentLoad';
import type { SelectedFulfilment } from '@/domain/fulfilmentReset';
import type { FulfilmentIssue } from '@/domain/fulfilmentValidation';
import type { LocalMs } from '@/domain/calendar';
import type { OfferedType } from './offeredTypes';

export type HeldCheck = {
  type: OfferedType | null;
  issues: FulfilmentIssue[];
  scheduled: boolean;
};

export function checkHeld(
  selection: SelectedFulfilment,
  types: readonly OfferedType[],
  now: LocalMs,
  postcodeId: number,
): HeldCheck {
  const check = checkSelection(
    selection,
    types.map((type) => type.settings),
    now,
    postcodeId,
  );
  const type = types.find((candidate) => candidate.settings === check.settings) ?? null;
  return { type, issues: check.issues, scheduled: check.scheduled };
}
