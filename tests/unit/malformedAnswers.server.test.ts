/**
 * Malformed answers at the worker boundary: every worker call that talks to the server, answered
 * with generated malformed answers (tests/unit/support/malformedAnswers.ts, seeded) in place of
 * the real server's. For each case the call returns (it never throws, and nothing rejects
 * unhandled), its failure reads as the spec's words for that call, and Dexie holds what it held
 * before: a queued change stays queued to be sent again, a placement in flight stays kept.
 *
 * A case whose answer the action's schema accepts, or that is a readable failure (the server's
 * own phrase), is not malformed for that call and is left out; the count is reported.
 * MALFORMED_SEED reruns another list.
 */
import 'fake-indexeddb/auto';
import { appendFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RequestAction } from '@/api/actions';
import { envelopeSchema } from '@/api/envelope';
import { responseSchema } from '@worker/protocol/responseSchemas';
import { readableMessage } from '@worker/protocol/interpretEnvelope';
import { captureLogs } from './support/logs';
import {
  MALFORMED_KINDS,
  malformedAnswers,
  malformedResponse,
  type MalformedAnswer,
  type MalformedKind,
} from './support/malformedAnswers';
import { startServer, type TestServer } from './support/server';
import { workerHarness } from './support/workerHarness';
import {
  deviceSetUps,
  malformedCalls,
  type CallAnswer,
  type Device,
  type MalformedCall,
} from './support/malformedCalls';

const SEED = Number(process.env.MALFORMED_SEED ?? 20_261_129);
const PER_KIND = 4;

let server: TestServer;
captureLogs();

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
  server = await startServer();
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  process.off('uncaughtException', onUnhandled);
  await server.close();
});

/** A device whose API answers are replaced by `armed` while it is set; else the real server's. */
function device(now: number): Device {
  const state: { armed: MalformedAnswer | null; captured: Map<string, string> } = {
    armed: null,
    captured: new Map(),
  };
  const harness = workerHarness({
    origin: server.origin,
    now,
    wrapFetch: (inner) => async (input, init) => {
      const body = init?.body instanceof URLSearchParams ? init.body : null;
      const action = body?.get('RequestAction');
      if (body === null || action === null || action === undefined) return inner(input, init);
      if (state.armed !== null) return malformedResponse(state.armed);
      const response = await inner(input, init);
      state.captured.set(action, await response.clone().text());
      return response;
    },
  });
  return { ...harness, state };
}

/** Whether `answer` is malformed for `action`: not a valid SUCCESS, not a readable failure. */
async function isMalformed(action: RequestAction, answer: MalformedAnswer): Promise<boolean> {
  if (answer.status < 200 || answer.status > 299) return true;
  let data: unknown;
  try {
    data = JSON.parse(answer.body());
  } catch {
    return true;
  }
  const envelope = envelopeSchema.safeParse(data);
  if (!envelope.success) return true;
  if (envelope.data.ResponseCode === 'SUCCESS') {
    return !(await responseSchema(action)).safeParse(envelope.data.Response).success;
  }
  if (envelope.data.ResponseCode === 'AUTH') return false;
  return readableMessage(envelope.data.Response) === null;
}

/** Every table, as text; the rows a call may keep for a retry are named by the call. */
async function dexieRows(d: Device): Promise<Record<string, string>> {
  const rows: Record<string, string> = {};
  for (const table of d.db.tables) {
    if (table.name === 'appState') {
      for (const row of await table.toArray()) {
        const key = (row as { key: string }).key;
        // Bookkeeping every cart call takes when it is sent, answered or not; and the
        // connectivity ping a call that got no answer takes (being offline is not a failure).
        if (key === 'cartAnswerOrder' || key === 'connectivity') continue;
        rows[`appState.${key}`] = JSON.stringify(row);
      }
    } else rows[table.name] = JSON.stringify(await table.toArray());
  }
  return rows;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const counts = new Map<string, number>();
const dropped = new Map<string, number>();

describe('malformed answers at the worker boundary', () => {
  const devices = new Map<string, Device>();
  afterEach(() => {
    for (const d of devices.values()) d.state.armed = null;
  });

  const calls = malformedCalls();
  it.each(calls.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const d = devices.get(call.device) ?? device(Date.UTC(2026, 10, 26, 1));
    if (!devices.has(call.device)) {
      devices.set(call.device, d);
      await deviceSetUps[call.device](d);
    }
    await call.prepare(d, server);
    d.state.captured.clear();
    const real =
      call.base ?? JSON.parse(d.state.captured.get(call.action) ?? (await capture(call, d)));
    const seed = SEED + [...call.name].reduce((sum, c) => sum + c.charCodeAt(0), 0);
    const cases: MalformedAnswer[] = [];
    for (const answer of malformedAnswers(real, seed, PER_KIND)) {
      if (await isMalformed(call.action, answer)) cases.push(answer);
      else dropped.set(answer.kind, (dropped.get(answer.kind) ?? 0) + 1);
    }
    const failures: string[] = [];
    for (const answer of cases) {
      await call.beforeEach?.(d);
      const before = await dexieRows(d);
      d.events.toast.length = 0;
      d.state.armed = answer;
      let result: CallAnswer | null = null;
      try {
        result = await call.run(d);
      } catch (error) {
        failures.push(`${answer.name}: threw ${String(error)}`);
      }
      await settled();
      d.state.armed = null;
      if (unhandled.length > 0) {
        failures.push(`${answer.name}: unhandled ${String(unhandled.splice(0)[0])}`);
      }
      if (result !== null) {
        const problem = call.check(result);
        if (problem !== null) failures.push(`${answer.name}: ${problem}`);
      }
      for (const toast of d.events.toast) {
        if (!call.texts.includes(toast.message)) {
          failures.push(`${answer.name}: toasted '${toast.message.slice(0, 120)}'`);
        }
      }
      const after = await dexieRows(d);
      const kept = (await call.kept?.(d, before, after)) ?? [];
      // The protocol keeps an answer's SID whatever the rest of it says (spec 1 §7: every answer
      // re-arms the session), so a case that carries one may change the session row to it.
      if (after.session?.includes(`"sid":${JSON.stringify(sidOf(answer))}`)) kept.push('session');
      for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (kept.includes(name)) continue;
        if (before[name] !== after[name]) failures.push(`${answer.name}: changed ${name}`);
      }
      await call.cleanUp?.(d);
      counts.set(answer.kind, (counts.get(answer.kind) ?? 0) + 1);
    }
    if (process.env.MALFORMED_VERBOSE) {
      appendFileSync(process.env.MALFORMED_VERBOSE, `## ${call.name}\n${failures.join('\n')}\n`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(MALFORMED_KINDS.length * 2);
  });

  it('ran at least 1,000 cases, of every kind', () => {
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    console.info(
      `malformed answers: ${total} cases over ${calls.length} calls; by kind ` +
        JSON.stringify(Object.fromEntries(counts)) +
        `; valid or readable, left out: ${JSON.stringify(Object.fromEntries(dropped))}`,
    );
    expect(total).toBeGreaterThanOrEqual(1_000);
    for (const kind of MALFORMED_KINDS) expect(counts.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });
});

function sidOf(answer: MalformedAnswer): string | null {
  try {
    const sid = (JSON.parse(answer.body()) as { SID?: unknown }).SID;
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}

/** The real answer to the call, when preparing it did not already fetch one. */
async function capture(call: MalformedCall, d: Device): Promise<string> {
  await call.run(d);
  const text = d.state.captured.get(call.action);
  if (text === undefined) throw new Error(`${call.name} sent no ${call.action}`);
  await call.cleanUp?.(d);
  return text;
}

export type { MalformedKind };
