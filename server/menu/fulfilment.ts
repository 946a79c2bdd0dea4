/**
 * Fulfilment types: the stored configuration (fulfilment_types.settings jsonb) and the settings the
 * Merchant answer carries, with today's availability worked out from the merchant's trading state.
 * Every type follows the store's hours; one staff paused (drivers out) is unavailable until they
 * resume it, whatever the hours say.
 */
import type { FulfilmentCode, FulfilmentTypeSummary } from '@api/common';
import type { FulfilmentTypeSettings } from '@api/merchant';
import { formatClock } from '@domain/calendar';
import type { TradingState } from './trading';

/** What is stored per type: the wire settings minus what comes from columns or the clock. */
export type FulfilmentConfig = Omit<
  FulfilmentTypeSettings,
  'code' | 'desc' | 'verb' | 'availability'
>;

export type FulfilmentTypeRow = {
  code: FulfilmentCode;
  icon: string;
  verb: string;
  description: string;
  settings: FulfilmentConfig;
  /** Staff paused it at the store (the Menu tab); absent in seeds, which never pause. */
  paused?: boolean;
};

/** Why a paused type cannot be chosen, e.g. 'Delivery is paused'. */
export function pausedReason(row: Pick<FulfilmentTypeRow, 'verb'>): string {
  return `${row.verb} is paused`;
}

const DEFAULT_CONFIG: FulfilmentConfig = {
  asap: 0,
  display_store_closed_text: 1,
  time_frame: 'datetime',
  time_type: 'user',
  min_notice: 0,
  time_block: 5,
  location_label: '',
  location_options: [],
  address_required: 0,
  table_num_required: 0,
  table_num_label: 'Table',
  table_num_desc: '',
  table_num_qr_scanner: 0,
  booking_ref_required: 0,
  booking_ref_label: 'Booking',
  booking_ref_desc: '',
  booking_name_required: 0,
  booking_name_label: 'Name',
  booking_name_desc: '',
  booking_pax_required: 0,
  booking_pax_label: 'Guests',
  booking_pax_desc: '',
  booking_qr_scanner: 0,
  delivery_mins: 0,
};

/** A full configuration from the few settings a type changes. */
export function fulfilmentConfig(overrides: Partial<FulfilmentConfig>): FulfilmentConfig {
  return { ...DEFAULT_CONFIG, ...overrides };
}

export function fulfilmentSummary(row: FulfilmentTypeRow): FulfilmentTypeSummary {
  return { code: row.code, icon: row.icon, verb: row.verb };
}

export function fulfilmentSettings(
  row: FulfilmentTypeRow,
  trading: TradingState,
): FulfilmentTypeSettings {
  const { today } = trading;
  const window = `${formatClock(today.from)} to ${formatClock(today.to)}`;
  const text = (what: string): string =>
    trading.availableToday ? `Available for ${what} today from ${window}` : 'Unavailable today';
  const base = {
    code: row.code,
    ...DEFAULT_CONFIG,
    ...row.settings,
    desc: row.description,
    verb: row.verb,
  };
  if (row.paused) {
    const reason = pausedReason(row);
    return {
      ...base,
      availability: {
        available_from: '',
        available_today: 0,
        order_for_later: 0,
        online_status: 'offline',
        unavailable_reason: reason,
        available_text_pickup: reason,
        available_text_deliver: reason,
        available_text_dinein: reason,
      },
    };
  }
  return {
    ...base,
    availability: {
      available_from: trading.availableToday ? today.from : '',
      available_today: trading.availableToday ? 1 : 0,
      order_for_later: trading.orderForLater ? 1 : 0,
      online_status: trading.online ? 'online' : 'offline',
      unavailable_reason: trading.unavailableReason,
      available_text_pickup: text('pickup'),
      available_text_deliver: text('delivery'),
      available_text_dinein: text('dine-in'),
    },
  };
}
