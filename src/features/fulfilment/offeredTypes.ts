/**
 * The store's fulfilment types in the merchant's order, each with its summary (icon, verb) and
 * full settings. A summary without loaded settings is left out until the settings arrive.
 */
import type { FulfilmentTypeSummary } from '@/api/common';
import type { FulfilmentTypeSettings } from '@/api/merchant';

export type OfferedType = { summary: FulfilmentTypeSummary; settings: FulfilmentTypeSettings };

export function offeredTypes(
  summaries: readonly FulfilmentTypeSummary[],
  settings: readonly FulfilmentTypeSettings[],
): OfferedType[] {
  return summaries.flatMap((summary) => {
    const found = settings.find((entry) => entry.code === summary.code);
    return found === undefined ? [] : [{ summary, settings: found }];
  });
}
