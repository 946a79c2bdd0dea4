/**
 * The menu answer over a real socket, its bytes in reused memory (server/protocol/json.ts,
 * serializeLeased: a slice of a larger buffer, handed back when the response finishes): many
 * callers at once each get exactly their own whole answer, plain, gzip or brotli.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, DEMO, startServer, type TestServer } from './helpers';

const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    app_token: DEMO.token,
    api_version: '7',
    app_id: 'demo',
    app_version: '3.1.23',
    app_mode: 'PERSONAL',
    RequestAction: 'Merchant',
    menu_name: DEMO.slug,
    return_menu: '1',
    return_order: '1',
    ...fields,
  }).toString();

describe.each(backends)('Merchant answers at once over a socket ($name)', (backend) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startServer(backend);
    url = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['identity', 'gzip', 'br'])(
    'each caller gets its own whole answer (%s)',
    async (encoding) => {
      const call = async (sid: string) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'accept-encoding': encoding,
          },
          body: form(sid ? { sid } : {}),
        });
        expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding);
        return (await response.json()) as { SID: string; Response: unknown };
      };
      const sessions = await Promise.all(Array.from({ length: 30 }, () => call('')));
      const sids = sessions.map((answer) => answer.SID);
      expect(new Set(sids).size).toBe(30);
      // Each with its session, all at once, three rounds: the answers differ only by their SID.
      const rounds = await Promise.all(
        [1, 2, 3].flatMap(() => sids.map(async (sid) => ({ sid, answer: await call(sid) }))),
      );
      for (const { sid, answer } of rounds) {
        expect(answer.SID).toBe(sid);
        expect(answer.Response).toEqual(sessions[0]?.Response);
      }
    },
  );
});
