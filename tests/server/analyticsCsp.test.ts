/**
 * GA4's hosts are in the Content-Security-Policy of a brand whose analytics adapter is 'ga4' and
 * of no other: no brand runs a third-party analytics script it has not chosen.
 */
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../src/brand/load';
import { contentSecurityPolicy } from '../../server/http/contentSecurityPolicy';
import { REPO_ROOT } from '../../server/db/seed/index';

const policyOf = (brand: Parameters<typeof contentSecurityPolicy>[0]['brand']) =>
  contentSecurityPolicy({ scriptHashes: ['sha256-abc'], brand, sandboxOrigin: '' });

const googleHosts = (policy: string) =>
  policy
    .split(' ')
    .filter((source) => /google-analytics|googletagmanager|analytics\.google/.test(source));

describe('the CSP and analytics', () => {
  it.each(['demo', 'harbour'])("the %s brand's pages allow no analytics host", (id) => {
    const brand = loadBrand(REPO_ROOT, id);
    expect(brand.analytics.adapter).not.toBe('ga4');
    expect(googleHosts(policyOf(brand))).toEqual([]);
  });

  it("a 'ga4' brand's pages allow gtag.js and its collection hosts", () => {
    const brand = {
      ...loadBrand(REPO_ROOT, 'demo'),
      analytics: { adapter: 'ga4' as const, ga4MeasurementId: 'G-TEST1234' },
    };
    const directives = Object.fromEntries(
      policyOf(brand)
        .split('; ')
        .map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toContain('https://*.googletagmanager.com');
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ]),
    );
    expect(directives['img-src']).toContain('https://*.google-analytics.com');
  });
});
