/** The form body of one call: RequestAction, the common fields of spec 1 §7, then the payload. */
// Relative, not '@/': vite.config.ts builds index.html's first Merchant call with this module, and
// the config is bundled without the app's aliases.
import { API_VERSION, type CommonFields } from '../../src/api/envelope';
import type { Brand } from '../../src/brand/schema';

export type ProtocolBrand = Pick<
  Brand,
  'id' | 'apiBaseUrl' | 'appToken' | 'appVersion' | 'appMode' | 'sessionMinutes'
>;

/** A flat payload; undefined fields are left out of the body. */
export type FormPayload = Record<string, string | undefined>;

export function commonFields(input: {
  brand: ProtocolBrand;
  sid: string | null;
  now: number;
}): CommonFields {
  const { brand, sid, now } = input;
  return {
    app_token: brand.appToken,
    api_version: API_VERSION,
    app_id: brand.id,
    app_version: brand.appVersion,
    app_mode: brand.appMode,
    ...(sid === null ? {} : { sid }),
    local_ts: String(Math.floor(now / 1000)),
  };
}

export function requestBody(input: {
  action: string;
  payload: FormPayload;
  common: CommonFields;
}): URLSearchParams {
  const body = new URLSearchParams({ RequestAction: input.action });
  for (const [key, value] of Object.entries(input.payload)) {
    if (value !== undefined) body.set(key, value);
  }
  // Common fields last so a payload can never override the token, version or session.
  for (const [key, value] of Object.entries(input.common)) {
    if (value !== undefined) body.set(key, value);
  }
  return body;
}
