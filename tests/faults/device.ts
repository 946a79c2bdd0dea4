/**
 * One device: a Dexie database (by name, as a browser keeps it) and the page on it now. A reload
 * drops the worker API instance, whatever it was doing, and makes a new one over the same database
 * name; the network link survives it, as a device's Wi-Fi does.
 */
import { createWorkerApi, type WorkerApi } from '@worker/api';
import { DocketDatabase } from '@worker/db/database';
import { demoBrand } from '../unit/support/brand';
import { drive, type RELOADED } from './drive';
import { faultProxy, type Link, type PageLife } from './faultProxy';
import type { Schedule } from './schedule';
import { APP, type TestBed } from './testBed';

let made = 0;
const brand = demoBrand();

export function createDevice(bed: TestBed, kind: string) {
  made += 1;
  const name = `docket-faults-${kind}-${process.pid}-${made}`;
  const link: Link = { online: true };
  let schedule: Schedule | null = null;
  let db = new DocketDatabase(name);
  let page: PageLife = { dead: true };
  let api: WorkerApi | null = null;

  function open() {
    page = { dead: false };
    const current = schedule;
    if (current === null) throw new Error('a device needs a schedule before its page opens');
    api = createWorkerApi({
      brand,
      db,
      origin: APP,
      fetch: faultProxy({ send: bed.network.send, page, link, draw: current.draw }),
      now: () => Date.now(),
      locks: null,
      random: current.jitter,
      newId: current.uuid,
    });
  }

  const device = {
    name,
    link,
    get db() {
      return db;
    },
    /** A journey's schedule, and a fresh page for it (a shared kiosk or staff device). */
    begin(next: Schedule) {
      schedule = next;
      page.dead = true;
      link.online = true;
      open();
    },
    /** Runs a worker call on the page now open; 'reloaded' if the page died under it. */
    run<T>(call: (api: WorkerApi) => Promise<T>): Promise<T | typeof RELOADED> {
      if (api === null) throw new Error('no page open');
      return drive(bed.network, page, call(api));
    },
    reload() {
      schedule?.note('page reloaded');
      page.dead = true;
      db.close();
      db = new DocketDatabase(name);
      open();
    },
    heal() {
      if (!link.online) schedule?.note('network back');
      link.online = true;
    },
    /** At the journey's end: the page closes (its timers are cleared by the runner). */
    end() {
      page.dead = true;
    },
  };
  return device;
}

export type Device = ReturnType<typeof createDevice>;
