/**
 * An HTTP proxy in front of the app for the cross-engine journeys: the browser's origin is the
 * proxy's. WebDriver has no network emulation, so "offline" here is the server out of reach:
 * `cut()` ends every open connection and refuses new ones until `restore()`, as a dead Wi-Fi
 * router does (the browser keeps `navigator.onLine` true, the harder case for the app).
 *
 * It also keeps every `POST /api` body it forwarded, so a journey can count what the worker
 * actually sent (one tap, one add_to_order).
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';

export type ApiCall = { action: string; fields: Record<string, string> };

export type SwitchableProxy = {
  origin: string;
  port: number;
  /** The API calls forwarded so far, oldest first. */
  calls: ApiCall[];
  /** Server out of reach: open connections end, new ones are refused. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
};

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

function apiCall(body: Buffer): ApiCall {
  const fields = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  return { action: fields.RequestAction ?? '', fields };
}

export async function startSwitchableProxy(target: string): Promise<SwitchableProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const calls: ApiCall[] = [];
  let reachable = true;

  const server: Server = createServer((incoming, outgoing) => {
    void readBody(incoming).then((body) => {
      if (!reachable) return incoming.socket.destroy();
      if (incoming.method === 'POST' && incoming.url?.startsWith('/api')) calls.push(apiCall(body));
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: upstream.host },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on('error', () => incoming.socket.destroy());
      forwarded.end(body);
    });
  });
  server.on('connection', (socket) => {
    if (!reachable) return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    calls,
    cut() {
      reachable = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      reachable = true;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
