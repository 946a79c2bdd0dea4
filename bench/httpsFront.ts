/**
 * An HTTPS front that speaks HTTP/2, in front of the server under test, as a deployment serves the
 * app: a PWA must come over HTTPS (service workers need a secure context away from localhost), and
 * the TLS front of any host or CDN speaks HTTP/2. Lighthouse's simulation models the two protocols
 * differently: over HTTP/1.1 every request that did not reuse a connection gets a new TCP
 * connection of its own (handshake, slow start, at most six per origin); over HTTP/2 the page's
 * requests share the document's connection. Measuring over plain HTTP/1.1 on loopback charges the
 * cold load for connections no customer's phone opens.
 *
 * The certificate is self-signed for 127.0.0.1 and made once with openssl into bench/.tools; the
 * bench's Chromium is told to accept it (--ignore-certificate-errors). Requests are passed to the
 * server over HTTP/1.1 keep-alive, bodies streamed both ways, as nginx or a CDN would pass them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

const TOOLS = resolve(import.meta.dirname, '.tools');

/** Headers that belong to one connection and must not be passed on (RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

export type HttpsFront = { origin: string; close: () => Promise<void> };

function loopbackCertificate(): { key: Buffer; cert: Buffer } {
  const key = join(TOOLS, 'loopback-key.pem');
  const cert = join(TOOLS, 'loopback-cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(TOOLS, { recursive: true });
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '3650',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (made.status !== 0) {
      throw new Error(`bench: openssl could not make the loopback certificate: ${made.stderr}`);
    }
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Starts the front on a free loopback port, passing every request to `upstream` (an origin). */
export async function httpsFront(upstream: string): Promise<HttpsFront> {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...loopbackCertificate(), allowHTTP1: true });
  server.on('request', (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    // The page's own address, as a TLS front passes it on.
    headers.host = request.headers[':authority'] ?? request.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'https';
    const passed = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers,
        agent,
      },
      (answer) => {
        const back: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(response);
      },
    );
    passed.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(passed);
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session: http2.ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    close: async () => {
      agent.destroy();
      for (const session of sessions) session.destroy();
      await new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
