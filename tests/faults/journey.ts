/**
 * One whole journey from a seed: a guest orders and pays by card, a kiosk customer pays on the
 * terminal, or a member tops up and saves a standing order; staff may then accept the order. The
 * schedule faults the mutating calls; afterwards truth.ts counts every side.
 */
import { vi } from 'vitest';
import type { PinpadRow } from '@worker/db/rows';
import { addAnotherLine, fillCart } from './cartSteps';
import { payByCard, payByTerminal, shownTotal, updateCheckout } from './checkoutSteps';
import { createDevice, type Device } from './device';
import { saveStandingOrder, topUp } from './memberSteps';
import { createSchedule, type Schedule } from './schedule';
import { acceptOrder } from './staffSteps';
import type { FaultTally } from './tally';
import { journeyStart, SLUG, type TestBed } from './testBed';
import { nothingTold, type Told } from './told';
import { checkTruth, marks, type Counts } from './truth';

export type JourneyKind = 'guest' | 'kiosk' | 'member';
export type Fixtures = {
  bed: TestBed;
  staff: { customerId: number; name: string };
  pinpad: PinpadRow;
  tally: FaultTally;
};
export type JourneyReport = {
  seed: number;
  kind: JourneyKind;
  problems: string[];
  counts: Counts | null;
  schedule: string[];
  /** What the customer was told, for the failure's report. */
  told: string;
};

/** Linkly's simulator reads these cents as its own test cases (docs: VPP amounts). */
const SIMULATOR_CENTS = [8, 50, 51, 55];

/** A device signed in as a customer: the session and customer rows a sign-in leaves behind. */
export async function signedIn(
  bed: TestBed,
  kind: string,
  who: { sid: string; customerId: number; status: number; name: string },
): Promise<Device> {
  const device = createDevice(bed, kind);
  await device.db.session.put({
    key: 'current',
    sid: who.sid,
    expiresAt: Date.now() + bed.sessionLifetimeMs,
  });
  await device.db.customer.put({
    key: 'current',
    id: who.customerId,
    status: who.status,
    name: who.name,
    email: '',
    menuName: SLUG,
  });
  return device;
}

async function kioskCart(device: Device, schedule: Schedule, told: Told) {
  await fillCart(device, schedule, told);
  while (told.lines.size === 0) await fillCart(device, schedule, told);
  await updateCheckout(device, schedule, told, 'eftpos');
  for (let total = await shownTotal(device), tries = 0; SIMULATOR_CENTS.includes(total % 100);) {
    if ((tries += 1) > 5) throw new Error('no total away from the simulator test amounts');
    schedule.note(`total ${total} is a simulator test amount: one more line`);
    await addAnotherLine(device, schedule, told);
    await updateCheckout(device, schedule, told, 'eftpos');
    total = await shownTotal(device);
  }
}

type Walked = { device: Device; owner: string; member: { customerId: number } | null };

/** The customer's (and staff's) part of the journey. */
async function walk(
  fixtures: Fixtures,
  schedule: Schedule,
  kind: JourneyKind,
  told: Told,
): Promise<Walked> {
  const { bed } = fixtures;
  let walked: Walked;
  if (kind === 'member') {
    const rows = await bed.newMember('Mona');
    const device = await signedIn(bed, 'member', { ...rows, status: 1, name: 'Mona' });
    walked = { device, owner: `customer:${rows.customerId}`, member: rows };
    device.begin(schedule);
    await topUp(device, schedule, told);
    if (schedule.choices.chance(0.6)) await saveStandingOrder(device, schedule, told);
  } else if (kind === 'kiosk') {
    const rows = await bed.newMember('Kiosk', 3);
    const device = await signedIn(bed, 'kiosk', { ...rows, status: 3, name: 'Kiosk' });
    walked = { device, owner: `customer:${rows.customerId}`, member: null };
    await device.db.pinpad.put(fixtures.pinpad);
    device.begin(schedule);
    await kioskCart(device, schedule, told);
    await payByTerminal(device, schedule, told);
  } else {
    const device = createDevice(bed, 'guest');
    device.begin(schedule);
    await fillCart(device, schedule, told);
    const sid = (await device.db.session.get('current'))?.sid ?? '';
    walked = { device, owner: `session:${sid}`, member: null };
    if (told.lines.size > 0) await payByCard(device, schedule, told);
  }
  walked.device.end();

  if (told.order?.kind === 'placed' && schedule.choices.chance(0.4)) {
    const sid = await bed.newSession(fixtures.staff.customerId);
    const staff = await signedIn(bed, 'staff', { ...fixtures.staff, sid, status: 8 });
    staff.begin(schedule);
    try {
      await acceptOrder(staff, schedule, told, told.order.orderId);
    } finally {
      staff.end();
      await staff.db.delete();
    }
  }
  return walked;
}

export async function runJourney(fixtures: Fixtures, seed: number): Promise<JourneyReport> {
  const { bed } = fixtures;
  vi.setSystemTime(journeyStart(seed));
  const schedule = createSchedule(seed, fixtures.tally);
  const kind = schedule.choices.pick<JourneyKind>(['guest', 'guest', 'guest', 'kiosk', 'member']);
  schedule.note(`journey ${kind}`);
  const told = nothingTold();
  const since = await marks(bed);
  const report = (problems: string[], counts: Counts | null): JourneyReport => ({
    seed,
    kind,
    problems,
    counts,
    schedule: schedule.lines,
    told: JSON.stringify({ ...told, lines: [...told.lines] }),
  });
  let walked: Walked;
  try {
    walked = await walk(fixtures, schedule, kind, told);
  } catch (error) {
    return report([`the journey broke off: ${String(error)}`], null);
  } finally {
    vi.clearAllTimers();
  }
  const { problems, counts } = await checkTruth({
    bed,
    since,
    told,
    shopper: walked.device,
    ...walked,
  });
  await walked.device.db.delete();
  return report(problems, counts);
}
