/**
 * The bearer the reference server gives Linkly for a kiosk's async notifications
 * (server/http/terminalEvents.ts): `<channel>.<signature>`, where the channel is derived from the
 * device's brand and SID (so a reconnecting stream gets the same one, and a purchase still on the
 * pad keeps reaching it) without revealing the SID, which never leaves for Linkly. Checked by
 * signature alone: with TERMINAL_NOTIFY_KEY the same in every server process, any process can
 * check it. Without the key, a random one per process: a restart leaves a purchase's
 * notifications unheard, and the kiosk still learns its result by asking Linkly (v1 recovery).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type NotifyBearers = {
  /** The channel of one device's session. */
  channelOf(brandId: number, sid: string): string;
  /** The `AuthorizationHeader` value for a channel: 'Bearer …'. */
  headerOf(channel: string): string;
  /** The channel an Authorization header speaks for, or null when it is not one this key issued. */
  channelFrom(header: string | undefined): string | null;
};

const mac = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest('base64url');

export function notifyBearers(key: Buffer = randomBytes(32)): NotifyBearers {
  const signatureOf = (channel: string) => mac(key, `bearer:${channel}`);
  return {
    channelOf: (brandId, sid) => mac(key, `channel:${brandId}:${sid}`).slice(0, 32),
    headerOf: (channel) => `Bearer ${channel}.${signatureOf(channel)}`,
    channelFrom(header) {
      const match = /^Bearer ([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{43})$/.exec(header ?? '');
      if (!match) return null;
      const [, channel = '', signature = ''] = match;
      const expected = Buffer.from(signatureOf(channel));
      return timingSafeEqual(expected, Buffer.from(signature)) ? channel : null;
    },
  };
}

/** TERMINAL_NOTIFY_KEY (hex or base64, at least 32 bytes) as the key; a random one without it. */
export function notifyKeyFrom(value: string | undefined): Buffer | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const key = /^[0-9a-f]+$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length < 32) throw new Error('TERMINAL_NOTIFY_KEY must hold at least 32 bytes');
  return key;
}
