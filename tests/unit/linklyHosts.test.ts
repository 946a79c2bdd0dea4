/**
 * Where the terminal client goes (worker/linkly/linklyHosts.ts): Linkly's own hosts for a brand
 * naming 'sandbox' or 'production' (../shared/linkly-cloud.md §2.2), or the simulator whose address
 * the server tells (GET <apiBaseUrl>/terminal-hosts) for a brand that leaves it empty.
 */
import { describe, expect, it, vi } from 'vitest';
import { createHostResolver } from '@worker/linkly/linklyHosts';
import { demoBrand } from './support/brand';
import { captureLogs } from './support/logs';

captureLogs();

const brandWith = (linklyCloudUrl: '' | 'sandbox' | 'production') => {
  const brand = demoBrand();
  return { ...brand, providers: { ...brand.providers, linklyCloudUrl } };
};

describe('the Linkly hosts', () => {
  it.each([
    [
      'sandbox',
      'https://auth.sandbox.cloud.pceftpos.com',
      'https://rest.pos.sandbox.cloud.pceftpos.com',
    ],
    ['production', 'https://auth.cloud.pceftpos.com', 'https://rest.pos.cloud.pceftpos.com'],
  ] as const)('%s: Linkly’s own hosts, nothing asked', async (environment, auth, rest) => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const hosts = createHostResolver({
      brand: brandWith(environment),
      origin: 'http://app.test',
      fetch,
    });
    expect(await hosts()).toEqual({ auth, rest });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('empty: the simulator the server names, asked once', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify({ simulator_url: 'http://localhost:8090/linkly' })),
    );
    const hosts = createHostResolver({ brand: brandWith(''), origin: 'http://app.test', fetch });
    expect(await hosts()).toEqual({
      auth: 'http://localhost:8090/linkly/auth',
      rest: 'http://localhost:8090/linkly/rest',
    });
    await hosts();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://app.test/api/terminal-hosts');
  });

  it('empty, and no answer or no simulator: unavailable now, asked again next time', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ simulator_url: '' })))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ simulator_url: 'http://s.test/linkly' })),
      );
    const hosts = createHostResolver({ brand: brandWith(''), origin: 'http://app.test', fetch });
    expect(await hosts()).toBeNull();
    expect(await hosts()).toBeNull();
    expect(await hosts()).toEqual({
      auth: 'http://s.test/linkly/auth',
      rest: 'http://s.test/linkly/rest',
    });
  });
});
