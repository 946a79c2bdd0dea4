import {
  atLocal,
  clockMinutes,
  localDate,
  localEpochInZone,
  minuteOfDay,
  type LocalMs,
} from '@domain/calendar';
import type { CheckoutRow } from '../../cart/order';
import type { MerchantConfig } from '../../menu/catalogue';
import { merchantTrading } from '../../menu/summary';
import { fail, succeed, type ActionResult } from '../../protocol/context';
import type { SubmitInput } from '../submitInput';
import { timingProblem } from '../timing';
import type { FulfilmentChoice } from './fulfilmentChoice';

export type PlannedTime = {
  asap: boolean;
  /** Merchant-local 'yyyy-MM-dd' and 'HH:mm'; null for a time not asked for. */
  date: string | null;
  time: string | null;
  /** The merchant's local date now. */
  today: string;
};

/** The requested merchant-local time: the request's instant, else the cart's date and time. */
function requestedTime(
  input: SubmitInput,
  checkout: CheckoutRow,
  timezone: string,
): LocalMs | null {
  if (input.datetimeSeconds !== null)
    return localEpochInZone(input.datetimeSeconds * 1000, timezone);
  if (checkout.fulfilment_date === null) return null;
  return atLocal(checkout.fulfilment_date, clockMinutes(checkout.fulfilment_time ?? '00:00'));
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** When: ASAP, or the requested time, checked against the store's hours and the type's notice. */
export function plannedTime(input: {
  config: MerchantConfig;
  now: Date;
  submit: SubmitInput;
  checkout: CheckoutRow;
  fulfilment: FulfilmentChoice;
}): ActionResult<PlannedTime> {
  const { config, submit, checkout } = input;
  const { code, type, settings } = input.fulfilment;
  const trading = merchantTrading(config, input.now);
  const asap = submit.asap ?? checkout.fulfilment_asap;
  const requested = asap ? null : requestedTime(submit, checkout, config.row.timezone);
  const problem = timingProblem({
    verb: type.verb,
    code,
    settings,
    asap,
    requested,
    clock: trading.clock,
    weekly: config.weekly,
    specials: config.specials,
    trading: config.row.status === 'trading',
    alwaysOpen: config.row.always_open,
    orderForLater: trading.orderForLater,
  });
  if (problem !== null) return fail(problem);
  const now = trading.clock;
  const date = requested === null ? (asap ? now.date : null) : localDate(requested);
  const time =
    requested === null ? (asap ? hhmm(now.minutes) : null) : hhmm(minuteOfDay(requested));
  return succeed({ asap, date, time, today: now.date });
}
