/**
 * What every journey of a run shares: the test bed on the fake clock, a pad paired once (its row
 * is copied onto each kiosk's database, as one kiosk device is set up once), the staff account.
 */
import { vi } from 'vitest';
import { DEMO_PAD } from '../../server/sandbox/linkly';
import { DEMO_STAFF_DEVICES } from '../../server/db/seed/staffDevices';
import { RELOADED } from './drive';
import type { Fixtures } from './journey';
import { signedIn } from './journey';
import { createSchedule } from './schedule';
import { faultTally } from './tally';
import { OPENING, startTestBed } from './testBed';

async function ok<T extends { ok: boolean }>(
  what: string,
  result: T | typeof RELOADED,
): Promise<T> {
  if (result === RELOADED || !result.ok) throw new Error(`${what}: ${JSON.stringify(result)}`);
  return result;
}

export async function setUpFixtures(): Promise<Fixtures> {
  // Loading a module is real work the fake clock cannot see; load the worker's areas first.
  await Promise.all([
    import('@worker/areas/account'),
    import('@worker/areas/browsing'),
    import('@worker/areas/ordering'),
    import('@worker/areas/staff'),
    import('@worker/areas/terminal'),
    import('@/api/actions'),
    import('@/domain/phoneMetadata'),
  ]);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(OPENING);
  const bed = await startTestBed();
  const tally = faultTally();
  const calm = createSchedule(0, faultTally());
  calm.calm();

  const kiosk = await bed.newMember('Kiosk', 3);
  const template = await signedIn(bed, 'kiosk-template', { ...kiosk, status: 3, name: 'Kiosk' });
  template.begin(calm);
  await ok('pairing', await template.run((api) => api.pairPinpad(DEMO_PAD)));
  const pinpad = await template.db.pinpad.get('current');
  if (!pinpad) throw new Error('the pad did not pair');
  template.end();

  // The demo staff device's account (its sessions are made per journey: no password hashing).
  const staffLogin = DEMO_STAFF_DEVICES.demo!.devices.find((device) => device.status === 8)!;
  const staff = await bed.server.db
    .selectFrom('customers')
    .select(['id as customerId', 'name'])
    .where('email', '=', staffLogin.email)
    .executeTakeFirstOrThrow();
  vi.clearAllTimers();
  return { bed, staff, pinpad, tally };
}
