/**
 * Who may frame the app. `frame-ancestors 'self' https:` would let any site frame it (and so
 * overlay it, click-jack its buttons): the policy is 'self' plus the brand's own sites, and a
 * brand file cannot widen it to a whole scheme or to everyone.
 */
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../src/brand/load';
import { brandSchema } from '../../src/brand/schema';
import { contentSecurityPolicy, type CspBrand } from '../../server/http/contentSecurityPolicy';
import { REPO_ROOT } from '../../server/db/seed/index';

const frameAncestors = (brand: CspBrand) =>
  contentSecurityPolicy({ scriptHashes: [], brand, sandboxOrigin: '' })
    .split('; ')
    .find((part) => part.startsWith('frame-ancestors '))
    ?.split(' ')
    .slice(1);

const plain: CspBrand = {
  providers: { googleMapsKey: '', braintreeTokenizationKey: '', linklyCloudUrl: '' },
  frameAncestors: [],
};

describe('frame-ancestors', () => {
  it.each(['demo', 'harbour'])('the %s brand is framed by itself and no other site', (id) => {
    expect(frameAncestors(loadBrand(REPO_ROOT, id))).toEqual(["'self'"]);
  });

  it.each([
    // [the brand's list, the policy's sources]
    [[], ["'self'"]],
    [['https://www.figandolive.example'], ["'self'", 'https://www.figandolive.example']],
    [
      ['https://order.figandolive.example:8443', 'https://*.figandolive.example'],
      ["'self'", 'https://order.figandolive.example:8443', 'https://*.figandolive.example'],
    ],
  ])('the brand lists %j: %j', (list, sources) => {
    expect(frameAncestors({ ...plain, frameAncestors: list })).toEqual(sources);
  });

  it.each([['https:'], ['http:'], ['*'], ['https://*'], ["'none'"], ['https://a.example/path']])(
    'a brand file listing %j is refused',
    (source) => {
      expect(brandSchema.shape.frameAncestors.safeParse([source]).success).toBe(false);
    },
  );
});
