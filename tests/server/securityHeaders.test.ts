/**
 * Security headers on the app shell: every HTML answer of the built app carries a
 * CSP that runs only its own scripts and its inline boot script (by the hash the build wrote),
 * the Permissions-Policy and nosniff; the policy names exactly the configured providers' origins;
 * browsers' violation reports are kept.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrand } from '../../src/brand/load';
import { createServer, type DocketServer } from '../../server/app';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  type CspBrand,
} from '../../server/http/contentSecurityPolicy';
import { REPO_ROOT } from '../../server/db/seed/index';
import { cspManifest, inlineScripts, sha256Source } from '../../scripts/cspHashes';

const BOOT = 'window.__boot=1';
const INDEX_HTML = `<!doctype html><html><head><script>${BOOT}</script><script type="module" src="/assets/index-1.js"></script><style>body{margin:0}</style></head><body><div id="root"></div></body></html>`;
const SANDBOX = 'http://127.0.0.1:4999';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the build step', () => {
  it('hashes each inline script and leaves out those with a src', () => {
    expect(inlineScripts(INDEX_HTML)).toEqual([BOOT]);
    expect(cspManifest('demo', INDEX_HTML)).toEqual({
      brand: 'demo',
      scriptHashes: [sha256Source(BOOT)],
    });
    // The hash CSP compares: sha256 of the script's text, base64.
    expect(sha256Source('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe('contentSecurityPolicy', () => {
  const demo = loadBrand(REPO_ROOT, 'demo');
  const plain: CspBrand = {
    providers: { googleMapsKey: '', braintreeTokenizationKey: '', linklyCloudUrl: '' },
    frameAncestors: [],
  };
  const policy = (brand: CspBrand, sandboxOrigin = '') =>
    contentSecurityPolicy({ scriptHashes: ['sha256-abc'], brand, sandboxOrigin });

  it.each([
    ['script-src', ["'self'", "'sha256-abc'", "'report-sample'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['worker-src', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'self'"]],
  ])('a brand with no providers: %s %j', (name, sources) => {
    expect(directive(policy(plain), name)).toEqual(sources);
  });

  it('never allows inline script or eval', () => {
    for (const brand of [plain, demo]) {
      expect(directive(policy(brand, SANDBOX), 'script-src')).not.toContain("'unsafe-inline'");
      expect(directive(policy(brand, SANDBOX), 'script-src')).not.toContain("'unsafe-eval'");
    }
  });

  it.each([
    ['the payment sandbox', plain, SANDBOX, { 'frame-src': SANDBOX, 'connect-src': SANDBOX }],
    [
      'a maps key',
      { ...plain, providers: { ...plain.providers, googleMapsKey: 'k' } },
      '',
      { 'script-src': 'https://maps.googleapis.com', 'img-src': 'https://maps.gstatic.com' },
    ],
    [
      'a Braintree key',
      { ...plain, providers: { ...plain.providers, braintreeTokenizationKey: 'k' } },
      '',
      {
        'frame-src': 'https://assets.braintreegateway.com',
        'connect-src': 'https://api.braintreegateway.com',
        'script-src': 'https://pay.google.com',
      },
    ],
    [
      'Apple sign-in',
      { ...plain, socialSignIn: { appleClientId: 'x', googleClientId: '' } },
      '',
      { 'script-src': 'https://appleid.cdn-apple.com' },
    ],
    [
      'Google sign-in',
      { ...plain, socialSignIn: { appleClientId: '', googleClientId: 'x' } },
      '',
      {
        'script-src': 'https://accounts.google.com/gsi/client',
        'frame-src': 'https://accounts.google.com/gsi/',
      },
    ],
  ])('%s adds its origins, and only it does', (_name, brand, sandbox, expected) => {
    const with_ = policy(brand, sandbox);
    const without = policy(plain);
    for (const [name, source] of Object.entries(expected)) {
      expect(directive(with_, name)).toContain(source);
      expect(directive(without, name)).not.toContain(source);
    }
  });

  it('HSTS only over TLS', () => {
    expect(baseSecurityHeaders(true)['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(baseSecurityHeaders(false)).not.toHaveProperty('strict-transport-security');
  });
});

describe('on the wire', () => {
  let dist: string;
  let server: DocketServer;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'docket-csp-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'csp.json'), JSON.stringify(cspManifest('demo', INDEX_HTML)));
    writeFileSync(join(dist, 'assets', 'index-1.js'), 'console.log(1)');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    server = await createServer({ dataDir: 'memory://', staticDir: dist, rateLimits: false });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/index.html', '/menu/fig-and-olive', '/account/orders/12'])(
    'GET %s: the page CSP with the boot script’s hash, Permissions-Policy, nosniff',
    async (url) => {
      const response = await server.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      const policy = String(response.headers['content-security-policy']);
      expect(directive(policy, 'script-src')).toEqual([
        "'self'",
        `'${sha256Source(BOOT)}'`,
        "'report-sample'",
      ]);
      expect(policy).toContain('report-uri /csp-reports');
      expect(response.headers['permissions-policy']).toBe(
        'camera=(self), geolocation=(self), payment=(self), microphone=(), usb=(), serial=(), hid=(), bluetooth=()',
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('a build deployed under the running server is served with its own boot script’s hash', async () => {
    const next = INDEX_HTML.replace(BOOT, 'window.__boot=2');
    writeFileSync(join(dist, 'index.html'), next);
    writeFileSync(join(dist, 'csp.json'), JSON.stringify(cspManifest('demo', next)));
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dist, 'csp.json'), later, later);
    const response = await server.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(directive(String(response.headers['content-security-policy']), 'script-src')).toContain(
      `'${sha256Source('window.__boot=2')}'`,
    );
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'csp.json'), JSON.stringify(cspManifest('demo', INDEX_HTML)));
    const later2 = new Date(Date.now() + 120_000);
    utimesSync(join(dist, 'csp.json'), later2, later2);
  });

  it('scripts and the API get nosniff and the Referrer-Policy, not the page policy', async () => {
    for (const response of [
      await server.app.inject({ url: '/assets/index-1.js' }),
      await server.app.inject({
        method: 'POST',
        url: '/api',
        payload: { RequestAction: 'AppHome' },
      }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('serves no dotfile of the build: /.vite/manifest.json is not found', async () => {
    expect((await server.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('keeps the violation reports browsers send, in both formats', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost/menu',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      }),
    });
    await server.app.inject({
      method: 'POST',
      url: '/csp-reports',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            documentURL: 'http://localhost/',
            effectiveDirective: 'img-src',
            blockedURL: 'https://x.example/a.png',
          },
        },
      ]),
    });
    expect(server.cspReports()).toEqual([
      { directive: 'script-src-elem', blocked: 'inline', page: 'http://localhost/menu' },
      { directive: 'img-src', blocked: 'https://x.example/a.png', page: 'http://localhost/' },
    ]);
  });
});
