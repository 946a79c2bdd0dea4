/** Failures the real server will not produce on demand: time-outs and malformed answers. */
import { describe, expect, it } from 'vitest';
import { answeringFetch, offlineFetch } from './support/recordingFetch';
import { testProtocol } from './support/protocol';

const origin = 'http://docket.test';
const now = () => 1_700_000_000_000;

describe('protocol client failures', () => {
  it('a request with no answer is abandoned as a network error (AbortController)', async () => {
    let aborted = false;
    const hangingFetch: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    const { client } = testProtocol({ origin, fetch: hangingFetch, now, timeoutMs: 30 });
    const result = await client.call('Merchants', { set: 'ALL' });
    expect(aborted).toBe(true);
    expect(result).toEqual({
      ok: false,
      error: { code: 'network', message: 'Network error: no answer within 0.03 s' },
    });
  });

  it('uses a 15 s time-out by default', async () => {
    const { REQUEST_TIMEOUT_MS } = await import('@worker/protocol/createProtocolClient');
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
  });

  it('a rejected fetch is a network error', async () => {
    const { client } = testProtocol({ origin, fetch: offlineFetch, now });
    expect(await client.call('Merchants', { set: 'ALL' })).toEqual({
      ok: false,
      error: { code: 'network', message: 'Network error: fetch failed' },
    });
  });

  it('a non-2xx status is a network error', async () => {
    const { client } = testProtocol({ origin, fetch: answeringFetch({}, 502), now });
    expect(await client.call('Merchants', { set: 'ALL' })).toEqual({
      ok: false,
      error: { code: 'network', message: 'Network error: HTTP 502' },
    });
  });

  // Statuses the server never answers on its API: a captive portal's login wall or redirect, a
  // proxy asking for credentials. The request did not reach the server: try later.
  it.each([301, 302, 307, 401, 407, 511])('HTTP %i is a network error', async (status) => {
    const { client } = testProtocol({ origin, fetch: answeringFetch({}, status), now });
    expect(await client.call('Merchants', { set: 'ALL' })).toEqual({
      ok: false,
      error: { code: 'network', message: `Network error: HTTP ${status}` },
    });
  });

  it.each([400, 403, 413, 415, 422])('HTTP %i refuses the request', async (status) => {
    const { client } = testProtocol({ origin, fetch: answeringFetch({}, status), now });
    expect(await client.call('Merchants', { set: 'ALL' })).toEqual({
      ok: false,
      error: { code: 'rejected', message: `Request refused: HTTP ${status}` },
    });
  });

  it('a body that is not JSON is an invalid response', async () => {
    const htmlFetch: typeof fetch = async () => new Response('<html>', { status: 200 });
    const { client } = testProtocol({ origin, fetch: htmlFetch, now });
    const result = await client.call('Merchants', { set: 'ALL' });
    expect(result.ok ? null : result.error.code).toBe('invalid-response');
  });

  it('an answer without the envelope is an invalid response', async () => {
    const { client } = testProtocol({ origin, fetch: answeringFetch({ hello: 'world' }), now });
    const result = await client.call('Merchants', { set: 'ALL' });
    expect(result.ok ? null : result.error).toEqual({
      code: 'invalid-response',
      message:
        'Unexpected answer: ResponseCode: invalid_type (expected string); ' +
        'Response: invalid_type (expected nonoptional)',
    });
  });

  it('a SUCCESS whose Response breaks the action schema is an invalid response', async () => {
    const { client, sessionStore } = testProtocol({
      origin,
      fetch: answeringFetch({
        ResponseCode: 'SUCCESS',
        Response: { merchants: 'none' },
        SID: 's1',
      }),
      now,
    });
    const result = await client.call('Merchants', { set: 'ALL' });
    expect(result.ok ? null : result.error.code).toBe('invalid-response');
    // zod/mini carries no locale: the log names the field, the code and what it expected.
    expect(result.ok ? '' : result.error.message).toBe(
      'Unexpected answer: merchants: invalid_type (expected array); ' +
        'history: invalid_type (expected array); merchant_types: invalid_type (expected array)',
    );
    // The SID of an answer is kept whatever the answer said.
    expect(sessionStore.current()?.sid).toBe('s1');
  });

  // A failure is the server's phrase only when it carries one to show: anything else is an
  // unreadable answer, which the caller words as its own no-answer text and an outbox retries.
  it.each([
    ['no messages', 'ERROR', []],
    ['an empty first message', 'ERROR', ['', 'second']],
    ['a string, not a list', 'ERROR', 'Bad Gateway'],
    ['a list of numbers', 'ERROR', [42]],
    ['an object', 'FAILED', { message: 'unknown' }],
    ['the success data under an unknown code', 'OK', { merchants: [] }],
    ['null', 'MAINTENANCE', null],
    ['a 2 MB message', 'ERROR', ['x'.repeat(2 * 1024 * 1024)]],
    ['a message past 1,000 characters', 'ERROR', ['y'.repeat(1_001)]],
  ])('a failure with %s is an invalid response', async (_name, code, response) => {
    const { client } = testProtocol({
      origin,
      fetch: answeringFetch({ ResponseCode: code, Response: response }),
      now,
    });
    expect(await client.call('Merchants', { set: 'ALL' })).toEqual({
      ok: false,
      error: { code: 'invalid-response', message: 'Unexpected answer: a failure with no message' },
    });
  });

  it.each([
    ['ERROR', ['Merchant does not exist'], 'Merchant does not exist'],
    [
      'FAILED',
      ['An unknown code still says what went wrong', 'more'],
      'An unknown code still says what went wrong',
    ],
    ['ERROR', ['z'.repeat(1_000)], 'z'.repeat(1_000)],
  ])('a %s failure with a message shows its first message', async (code, response, shown) => {
    const { client } = testProtocol({
      origin,
      fetch: answeringFetch({ ResponseCode: code, Response: response }),
      now,
    });
    expect(await client.call('Merchants', { set: 'ALL' })).toEqual({
      ok: false,
      error: { code: 'server', message: shown },
    });
  });
});
