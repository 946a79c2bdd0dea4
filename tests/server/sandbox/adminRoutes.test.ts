/**
 * The payment sandbox's admin routes list every transaction and every vaulted token: they answer
 * only a caller on this machine holding the sandbox's own token, and the sandbox listens on
 * loopback unless told otherwise.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentSandbox, startPaymentSandbox } from '../../../server/sandbox';
import { startPaymentsForApp } from '../../../server/sandbox/forApp';

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

const ADMIN_ROUTES = ['/__sandbox/charges', '/__sandbox/vault'];

describe.each(ADMIN_ROUTES)('GET %s', (url) => {
  it.each([
    ['no token, from this machine', 401, '127.0.0.1', undefined],
    ['a wrong token, from this machine', 401, '127.0.0.1', 'Bearer wrong'],
    ['the token, from another machine', 403, '192.168.1.20', 'TOKEN'],
    ['the token, from another machine over IPv6', 403, '2001:db8::7', 'TOKEN'],
    ['the token, from this machine', 200, '127.0.0.1', 'TOKEN'],
    ['the token, from this machine over IPv6', 200, '::1', 'TOKEN'],
  ])('%s → %i', async (_who, status, remoteAddress, authorization) => {
    const sandbox = await createPaymentSandbox({ appOrigins: [] });
    closing.push(() => sandbox.close());
    sandbox.ledger.vault({ nonce: 'fake-valid-nonce', customerId: '', email: 'ada@example.com' });
    const answer = await sandbox.app.inject({
      url,
      remoteAddress,
      headers: authorization
        ? { authorization: authorization.replace('TOKEN', `Bearer ${sandbox.adminToken}`) }
        : {},
    });
    expect(answer.statusCode).toBe(status);
    if (status !== 200) expect(answer.body).not.toMatch(/vault_sb_|ada@example/);
  });
});

describe('the admin token', () => {
  it('is generated into the data folder on first start and kept across a restart', async () => {
    const dataFolder = mkdtempSync(join(tmpdir(), 'docket-sandbox-'));
    const start = () =>
      startPaymentSandbox({ port: 0, host: '127.0.0.1', appOrigins: [], dataFolder });
    const first = await start();
    await first.close();
    const second = await start();
    closing.push(() => second.close());
    expect(first.adminToken.length).toBeGreaterThanOrEqual(32);
    expect(second.adminToken).toBe(first.adminToken);
    expect(second.adminTokenFile).toBe(join(dataFolder, 'sandbox-admin-token'));
    expect(readFileSync(join(dataFolder, 'sandbox-admin-token'), 'utf8').trim()).toBe(
      first.adminToken,
    );
  });

  it('differs between sandboxes without a folder', async () => {
    const [a, b] = await Promise.all([
      createPaymentSandbox({ appOrigins: [] }),
      createPaymentSandbox({ appOrigins: [] }),
    ]);
    closing.push(
      () => a.close(),
      () => b.close(),
    );
    expect(a.adminToken).not.toBe(b.adminToken);
  });
});

describe("the app's sandbox (server/sandbox/forApp.ts)", () => {
  it.each([
    ['listens on loopback though the app listens everywhere', {}, '127.0.0.1'],
    ['listens where SANDBOX_HOST says', { SANDBOX_HOST: '0.0.0.0' }, '0.0.0.0'],
  ])('%s', async (_what, env, address) => {
    const { sandbox } = await startPaymentsForApp({ appPort: 0, host: '0.0.0.0', env });
    closing.push(() => sandbox.close());
    expect((sandbox.app.server.address() as AddressInfo).address).toBe(address);
  });

  it('prints the token kept in its data folder at start', async () => {
    const dataFolder = mkdtempSync(join(tmpdir(), 'docket-sandbox-'));
    const printed: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((line) => {
      printed.push(String(line));
      return true;
    });
    try {
      const { sandbox } = await startPaymentsForApp({
        appPort: 0,
        host: '127.0.0.1',
        env: {},
        dataFolder,
      });
      closing.push(() => sandbox.close());
      expect(printed.join('')).toContain(sandbox.adminToken);
      expect(printed.join('')).toContain(join(dataFolder, 'sandbox-admin-token'));
    } finally {
      write.mockRestore();
    }
  });

  it('takes SANDBOX_ADMIN_TOKEN as its admin token', async () => {
    const env = { SANDBOX_ADMIN_TOKEN: 'a-token-the-e2e-harness-knows-0123456789' };
    const { sandbox } = await startPaymentsForApp({ appPort: 0, host: '127.0.0.1', env });
    closing.push(() => sandbox.close());
    const answer = await fetch(`${sandbox.origin}/__sandbox/charges`, {
      headers: { authorization: `Bearer ${env.SANDBOX_ADMIN_TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect((await fetch(`${sandbox.origin}/__sandbox/charges`)).status).toBe(401);
  });
});
