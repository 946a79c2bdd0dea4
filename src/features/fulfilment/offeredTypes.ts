/**
 * The store's fulfilment types in the merchant's order, each with its summary (icon, verb) and
 * full settings. A summary without loaded settings is left out until the settings arrive. On a
 * kiosk, only the types it offers walk-up customers (`kioskCodes`, src/domain/kioskOffer.ts).
 */
import type { FulfilmentTypeSummary } from '@/api/common';
import type { FulfilmentTypeSettings } from '@/api/merchant';
import { kioskFulfilment } from '@/domain/kioskOffer';

export type OfferedType = { summary: FulfilmentTypeSummary; settings: FulfilmentTypeSettings };

export function offeredTypes(
  summaries: readonly FulfilmentTypeSummary[],
  settings: readonly FulfilmentTypeSettings[],
  kioskCodes?: readonly string[],
): OfferedType[] {
  const shown =
    kioskCodes === undefined
      ? summaries
      : kioskFulfilment(summaries, (summary) => summary.code, kioskCodes);
  return shown.flatMap((summary) => {
    const found = settings.find((entry) => entry.code === summary.code);
    return found === undefined ? [] : [{ summary, settings: found }];
  });
}
