import http from 'node:http';

/**
 * A proxy in front of the test's server that sends one page's HTML in two parts: up to `marker`
 * at once, the rest on `release()`. The browser parses and paints the first part meanwhile, as it
 * does when a slow network or a busy phone splits a page, where a layout shift of the
 * fulfilment sheet would show. Everything else, and every other page, passes through as it comes.
 * The render is not painted before it is whole (src/entry-server.tsx, `rel=expect`);
 * `withoutRenderBlock` takes that away, as a browser without it would.
 */
export async function splitDocument(
  upstream: string,
  pathname: string,
  marker: string,
  options: {
    /** Drop the page's `rel=expect` render block: a browser without it (Firefox, Safari). */
    withoutRenderBlock?: boolean;
  } = {},
) {
  const target = new URL(upstream);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let split = false;

  const proxy = http.createServer((request, response) => {
    const isPage = new URL(request.url ?? '/', target).pathname === pathname;
    const headers = { ...request.headers, host: target.host };
    // The page's HTML is cut as text, so it is asked for uncompressed.
    if (isPage) delete headers['accept-encoding'];
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers,
      },
      (answer) => {
        const html = String(answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isPage || !html || split) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        split = true;
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let text = Buffer.concat(chunks).toString('utf8');
          if (options.withoutRenderBlock) text = text.replace(/<link rel="expect"[^>]*>/, '');
          const at = text.indexOf(marker);
          if (at < 0) throw new Error(`${pathname}: no ${marker} in the page`);
          const { 'content-length': _length, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 200, rest);
          response.write(text.slice(0, at));
          void released.then(() => response.end(text.slice(at)));
        });
      },
    );
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Sends the rest of the page. */
    release: () => release(),
    close: () =>
      new Promise<void>((resolve) => {
        release();
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
