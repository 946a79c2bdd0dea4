/**
 * Sign-in calls as a browser makes them: from a network address, with the cookies it holds
 * (the signed device cookie, server/accounts/deviceCookies.ts), keeping the ones it is given.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { envelopeSchema, type Envelope } from '../../src/api/envelope';
import { DEMO, type TestServer } from './helpers';

export type Browser = {
  address: string;
  /** Cookie name → value, as the browser keeps them. */
  cookies: Map<string, string>;
};

export const browser = (address = '203.0.113.7'): Browser => ({ address, cookies: new Map() });

/** One /api call from `from`, keeping any cookie the answer sets. */
export async function callFrom(
  server: TestServer,
  from: Browser,
  action: string,
  fields: Record<string, string>,
): Promise<Envelope> {
  const body = new URLSearchParams({
    RequestAction: action,
    app_token: DEMO.token,
    api_version: '7',
    app_id: 'docket-tests',
    app_version: '3.1.23',
    app_mode: 'PERSONAL',
    local_ts: String(Math.floor(server.now().getTime() / 1000)),
    ...fields,
  });
  const cookie = [...from.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await server.app.inject({
    method: 'POST',
    url: '/api',
    remoteAddress: from.address,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: body.toString(),
  });
  expect(response.statusCode).toBe(200);
  const set = response.headers['set-cookie'];
  for (const line of Array.isArray(set) ? set : set ? [set] : []) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    from.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return envelopeSchema.parse(response.json());
}

export type Member = { email: string; password: string; id: number; sid: string };

/** A new member, registered from `from` (which then holds its device cookie). */
export async function registerMember(server: TestServer, from: Browser): Promise<Member> {
  const email = `m-${randomUUID()}@example.com`;
  const password = 'secret-123';
  const envelope = await callFrom(server, from, 'Register', {
    method: 'email',
    name: 'Mia Member',
    email,
    mobile: '',
    mobile_metadata: '',
    password1: password,
    password2: password,
    country_code: 'AU',
    state: 'WA',
  });
  expect(envelope.ResponseCode, JSON.stringify(envelope.Response)).toBe('SUCCESS');
  return { email, password, id: (envelope.Response as { id: number }).id, sid: envelope.SID ?? '' };
}

export const emailLogin = (email: string, password: string, remember = '1') => ({
  method: 'email',
  email,
  password,
  remember_me: remember,
});
