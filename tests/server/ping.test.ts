/** GET /api/ping: the connectivity check (spec 3 §4 'polls a ping address every 15 s'). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startServer, type TestServer } from './helpers';

describe.each(backends)('GET /api/ping ($name)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(backend);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 204 with no body, never cached', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ping' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD the same way', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/api/ping' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ignores a cache-busting query', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ping?t=123' });
    expect(response.statusCode).toBe(204);
  });

  it('is GET only: a POST to the ping address is not the protocol endpoint', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/ping' });
    expect(response.statusCode).toBe(404);
  });
});
