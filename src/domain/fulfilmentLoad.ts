/**
 * The held choice checked against the store's types, and what loading the menu does to it (spec 1
 * §4 'Menu load', 'Views'): the link's table, fulfil and booking fields are applied; otherwise a
 * store with exactly one type that allows ASAP and is available today gets ASAP today without a
 * popup. `now` is a merchant-local epoch.
 */
import type { FulfilmentTypeSettings } from '../api/merchant';
import { scheduleKindOf } from './fulfilmentDisplay';
import { popupIssues, selectionFromLink, type LinkFields } from './fulfilmentPopup';
import { chooseFulfilmentType, type SelectedFulfilment } from './fulfilmentReset';
import {
  autoAsapType,
  fulfilmentIssues,
  isDeliveryAddressValid,
  type FulfilmentIssue,
} from './fulfilmentValidation';
import type { LocalMs } from './calendar';
import { typeTiming, type MenuForTiming } from './typeTiming';

export type SelectionCheck = {
  settings: FulfilmentTypeSettings | null;
  issues: FulfilmentIssue[];
  /** The type picks a slot, stop or location from a list. */
  scheduled: boolean;
};

export function checkSelection(
  selection: SelectedFulfilment,
  offered: readonly FulfilmentTypeSettings[],
  now: LocalMs,
  postcodeId: number,
): SelectionCheck {
  const settings = offered.find((type) => type.code === selection.code) ?? null;
  return {
    settings,
    issues: fulfilmentIssues({
      selection,
      settings,
      now,
      deliveryAddressValid: isDeliveryAddressValid(postcodeId),
    }),
    scheduled: settings !== null && scheduleKindOf(settings.time_type) !== null,
  };
}

/**
 * The choice after the menu loads, or null when it stays as held. The link comes first; the
 * one-type ASAP rule applies only when the held choice is incomplete and ASAP is possible now.
 */
export function selectionAfterLoad(input: {
  held: SelectedFulfilment;
  offered: readonly FulfilmentTypeSettings[];
  menu: MenuForTiming;
  now: LocalMs;
  postcodeId: number;
  link: LinkFields;
  applyLink: boolean;
}): SelectedFulfilment | null {
  const { held, offered, menu, now, postcodeId } = input;
  const fromLink = input.applyLink ? selectionFromLink(held, input.link, offered) : null;
  if (fromLink !== null) return fromLink;
  const only = autoAsapType(offered);
  if (only === null) return null;
  const check = checkSelection(held, offered, now, postcodeId);
  if (popupIssues(check.issues, check.scheduled).length === 0) return null;
  if (typeTiming(only, menu, now).asapAt === null) return null;
  return { ...chooseFulfilmentType(held, only), asap: true };
}
