/**
 * How long a sold-out mark takes to reach an open menu: a server on loopback, one menu stream
 * open (POST /api/menus/{slug}/events), then `runs` times the staff member's StaffMenuChange
 * (sold out, then back on, alternately) and the time from sending it until (1) the stream's
 * `menu` event and (2) a Merchant call that shows the item's new availability. On PostgreSQL it
 * runs in a database of its own, dropped after, so the run changes nothing in DATABASE_URL's.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from '../server/app';
import { adminQuery, databaseUrl } from '../server/db/template';
import { DEMO_STAFF_DEVICES } from '../server/db/seed/staffDevices';
import { spreadOf, type Spread } from './spread';

export type SoldOutDelayFigures = { toStream: Spread; toMenu: Spread };

const TOKEN = 'demo-app-token';
export const SLUG = 'fig-and-olive';
export const ITEM = 'Iced Mint Tea';
const COMMON = {
  app_token: TOKEN,
  api_version: '7',
  app_id: 'bench',
  app_version: '3.1.23',
  app_mode: 'PERSONAL',
};

type Envelope = { ResponseCode: string; Response: unknown; SID?: string };
type MenuItem = { id: number; name: string; is_available: number };
type Category = { items: MenuItem[]; children: Category[] };

const itemsOf = (categories: Category[]): MenuItem[] =>
  categories.flatMap((category) => [...category.items, ...itemsOf(category.children)]);

/** Reads the stream and resolves `next()` with each `menu` event's arrival time, in order. */
function menuEventTimes(body: NonNullable<Response['body']>) {
  const waiting: ((at: number) => void)[] = [];
  const arrived: number[] = [];
  void (async () => {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!/^event: menu$/m.test(block)) continue;
        const at = performance.now();
        const resolve = waiting.shift();
        if (resolve) resolve(at);
        else arrived.push(at);
      }
    }
  })();
  return {
    next: () =>
      new Promise<number>((resolve) => {
        const at = arrived.shift();
        if (at !== undefined) resolve(at);
        else waiting.push(resolve);
      }),
  };
}

/** Calls the server's /api as the demo app does; throws on anything but SUCCESS. */
export function apiCaller(origin: string) {
  return async (fields: Record<string, string>, sid = ''): Promise<Envelope> => {
    const response = await fetch(`${origin}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...COMMON,
        local_ts: String(Math.floor(Date.now() / 1000)),
        ...(sid ? { sid } : {}),
        ...fields,
      }),
    });
    const envelope = (await response.json()) as Envelope;
    if (envelope.ResponseCode !== 'SUCCESS')
      throw new Error(`${fields.RequestAction}: ${JSON.stringify(envelope.Response)}`);
    return envelope;
  };
}

type Call = ReturnType<typeof apiCaller>;

/** The demo store's staff member, signed in: their SID. */
export async function signInStaff(call: Call): Promise<string> {
  const staff = DEMO_STAFF_DEVICES.demo!.devices.find((device) => device.status === 8)!;
  const guest = await call({ RequestAction: 'Merchants' });
  const signedIn = await call(
    {
      RequestAction: 'Login',
      method: 'email',
      email: staff.email,
      password: staff.password,
      remember_me: '1',
    },
    guest.SID,
  );
  return signedIn.SID ?? '';
}

/** The demo menu's item by name, as a Merchant call answers it now. */
export async function menuItemNow(call: Call, name: string): Promise<MenuItem> {
  const answer = await call({ RequestAction: 'Merchant', menu_name: SLUG, return_menu: '1' });
  const merchant = (answer.Response as { merchant: { menu: { items: Category[] } } }).merchant;
  return itemsOf(merchant.menu.items).find((item) => item.name === name)!;
}

/** Staff mark the item sold out ('0') or back on ('1'). */
export function markItem(call: Call, staffSid: string, itemId: number, available: '0' | '1') {
  return call(
    {
      RequestAction: 'StaffMenuChange',
      request_id: `bench-sold-out-${randomBytes(6).toString('hex')}`,
      target: 'item',
      item_id: String(itemId),
      available,
    },
    staffSid,
  );
}

export async function soldOutDelay(options: {
  /** A PostgreSQL URL whose user may create databases; unset: PGlite in memory. */
  adminUrl?: string;
  runs: number;
}): Promise<SoldOutDelayFigures> {
  const { adminUrl } = options;
  const name = `docket_bench_sold_out_${randomBytes(4).toString('hex')}`;
  if (adminUrl) await adminQuery(adminUrl, `create database ${name}`);
  try {
    return await measure(adminUrl ? databaseUrl(adminUrl, name) : undefined, options.runs);
  } finally {
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

async function measure(url: string | undefined, runs: number): Promise<SoldOutDelayFigures> {
  const server = await createServer({
    dataDir: 'memory://',
    databaseUrl: url,
    logger: false,
    rateLimits: false,
  });
  try {
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const call = apiCaller(origin);
    const staffSid = await signInStaff(call);
    const menuNow = () => menuItemNow(call, ITEM);
    const itemId = (await menuNow()).id;

    const stream = await fetch(`${origin}/api/menus/${SLUG}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ app_token: TOKEN }),
    });
    if (stream.status !== 200 || !stream.body) throw new Error(`stream: ${stream.status}`);
    const events = menuEventTimes(stream.body);

    const toStream: number[] = [];
    const toMenu: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const available = run % 2 === 1 ? ('1' as const) : ('0' as const);
      const heard = events.next();
      const sent = performance.now();
      await markItem(call, staffSid, itemId, available);
      toStream.push((await heard) - sent);
      while ((await menuNow()).is_available !== Number(available)) {
        // The stream told of the new version: the next menu call shows it.
      }
      toMenu.push(performance.now() - sent);
    }
    await stream.body.cancel().catch(() => undefined);
    return { toStream: spreadOf(toStream), toMenu: spreadOf(toMenu) };
  } finally {
    await server.close();
  }
}
