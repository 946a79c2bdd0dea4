/**
 * Fuzzing: generated bodies across every RequestAction (random fields, huge strings,
 * NUL and control characters, nested JSON, big integers, wrong types, form and JSON encodings).
 * Not one answer is a 5xx, every refusal is the envelope with a message, and the server logs no
 * error. The seed is fixed so a failure names a body that can be sent again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '../../src/api/envelope';
import { FUZZED_ACTIONS, fuzzBody } from './fuzzBodies';
import { backends, startServer, type TestServer } from './helpers';

const SEED = 17;
const BODIES = Number(process.env.FUZZ_BODIES ?? 10_000);

describe.each(backends)('fuzzing /api ($name)', (backend) => {
  let server: TestServer;
  const errorLines: string[] = [];
  const sids: string[] = [];

  beforeAll(async () => {
    server = await startServer(backend, undefined, {
      logLevel: 'error',
      logStream: { write: (line) => void errorLines.push(line) },
    });
    const guest = await server.call('AppHome');
    if (guest.SID) sids.push(guest.SID);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it(`answers ${BODIES} generated bodies over ${FUZZED_ACTIONS.length} actions with no 5xx and a message for every refusal`, async () => {
    const faults: string[] = [];
    for (let index = 0; index < BODIES; index++) {
      const body = fuzzBody(SEED, index, sids);
      const response = await server.app.inject({
        method: 'POST',
        url: '/api',
        headers: {
          'content-type':
            body.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        payload: body.payload,
      });
      const where = `body ${index} (${body.encoding}, ${body.payload.length} bytes)`;
      if (response.statusCode >= 500) {
        faults.push(`${where}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
        continue;
      }
      const parsed = envelopeSchema.safeParse(safeJson(response.body));
      if (!parsed.success) {
        faults.push(`${where}: not an envelope: ${response.body.slice(0, 200)}`);
        continue;
      }
      const envelope = parsed.data;
      if (envelope.ResponseCode !== 'SUCCESS') {
        const message = Array.isArray(envelope.Response) ? envelope.Response[0] : undefined;
        if (typeof message !== 'string' || message.trim() === '')
          faults.push(`${where}: refusal without a message: ${response.body.slice(0, 200)}`);
      } else if (envelope.SID && sids.length < 20 && !sids.includes(envelope.SID)) {
        sids.push(envelope.SID);
      }
      if (faults.length >= 20) break;
    }
    expect(faults).toEqual([]);
    expect(errorLines.slice(0, 5)).toEqual([]);
  }, 600_000);
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
