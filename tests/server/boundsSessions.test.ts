/**
 * Sessions are bounded: unchecked, 10 addresses could make 11,000 in 16 s, each kept 14 days. New
 * sessions are limited per address (a call that would make one past the limit is refused, and makes
 * none); a guest session nobody came back to ends within a day, in the session check and in the
 * purge job; a guest who comes back, and a member, keep the brand's session life (14 days).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, TOO_MANY_REQUESTS } from '../../server/http/rateLimits';
import { purgeStaleRows } from '../../server/jobs/purge';
import { newSid } from '../../server/protocol/session';
import { customerSession } from './cartHelpers';
import { backends, startServer, TUESDAY_11AM, type TestServer } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(new Date(TUESDAY_11AM).getTime() + ms).toISOString();

describe.each(backends)('sessions ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend, TUESDAY_11AM, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, sessionsPerAddress: 3 },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A call as a guest; its answer's SID (undefined when refused) and first message. */
  const guestCall = async (sid?: string) => {
    const envelope = await server.call('Merchants', { set: 'ALL' }, sid ? { sid } : {});
    const [message] = Array.isArray(envelope.Response) ? envelope.Response : [];
    return { sid: envelope.SID, code: envelope.ResponseCode, message };
  };
  const sessionRows = async () =>
    Number(
      (
        await server.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('makes at most 3 new sessions a minute for one address; a held session still answers', async () => {
    server.setNow(at(0));
    const made = [await guestCall(), await guestCall(), await guestCall()];
    for (const call of made) expect(call.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await sessionRows();
    const refused = await guestCall();
    expect(refused).toEqual({ sid: undefined, code: 'ERROR', message: TOO_MANY_REQUESTS });
    expect(await sessionRows()).toBe(rows);
    // An unknown SID would be a new session too.
    expect((await guestCall(newSid())).message).toBe(TOO_MANY_REQUESTS);
    const held = await guestCall(made[0]!.sid);
    expect(held.sid).toBe(made[0]!.sid);
    expect(held.code).toBe('SUCCESS');
    server.setNow(at(61_000));
    expect((await guestCall()).sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  let start = 0;
  it.each([
    // [returns after (ms), then calls again after (ms), the SID still holds]
    ['nobody comes back: ended after a day', null, DAY_MS + 1_000, false],
    ['nobody comes back: still there within the day', null, DAY_MS - 60_000, true],
    ['the guest came back after an hour: 13 days later', 3_600_000, 13 * DAY_MS, true],
    ['the guest came back after a minute: 2 days later', 60_000, 2 * DAY_MS, true],
  ])('a guest session, %s', async (_name, backAfter, laterMs, holds) => {
    // Each row later than the last: the limit's window moves only forward.
    start += 20 * DAY_MS;
    server.setNow(at(start));
    const { sid } = await guestCall();
    if (backAfter !== null) {
      server.setNow(at(start + backAfter));
      expect((await guestCall(sid)).sid).toBe(sid);
    }
    server.setNow(at(start + (backAfter ?? 0) + laterMs));
    const later = await guestCall(sid);
    expect(later.sid === sid).toBe(holds);
  });

  it('a member keeps the session life: 13 days after the last call', async () => {
    server.setNow(at(300 * DAY_MS));
    const member = await customerSession(server, new Date(at(314 * DAY_MS)));
    server.setNow(at(313 * DAY_MS));
    expect((await server.call('CustomerAccount', {}, { sid: member.sid })).SID).toBe(member.sid);
  });

  it('the purge job deletes a guest session nobody came back to, a day after it was made', async () => {
    const made = 400 * DAY_MS;
    server.setNow(at(made));
    const untouched = (await guestCall()).sid!;
    const touched = (await guestCall()).sid!;
    server.setNow(at(made + 3_600_000));
    await guestCall(touched);
    const purged = await purgeStaleRows(server.db, new Date(at(made + DAY_MS + 1_000)));
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    const left = await server.db
      .selectFrom('sessions')
      .select('sid')
      .where('sid', 'in', [untouched, touched])
      .execute();
    expect(left.map((row) => row.sid)).toEqual([touched]);
  });
});
