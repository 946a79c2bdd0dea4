/**
 * The app's terminal channel (server/http/terminalEvents.ts) as a test serves it to the worker:
 * `POST …/terminal/events` answers a server-sent event stream that opens with the notification Uri
 * and bearer, then carries each `display` the test pushes. Every other request goes to `inner`
 * (the Linkly fake). For the client's unit tests; the real relay backs terminalPrompts.server.test.ts.
 */
export const CHANNEL_NOTIFICATION = {
  uri: 'https://app.test/api/terminal/notify/{{sessionId}}/{{type}}',
  authorization_header: 'Bearer channel.signature',
};

export function terminalChannelFake(inner: typeof globalThis.fetch) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const send = (event: string, data: object) =>
    controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));

  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (!String(input).endsWith('/terminal/events')) return inner(input, init);
    const body = new ReadableStream<Uint8Array>({
      start(opened) {
        controller = opened;
        send('open', { notification: CHANNEL_NOTIFICATION });
        // As fetch does: aborting the request ends its body.
        init?.signal?.addEventListener('abort', () => {
          controller = null;
          opened.error(new DOMException('aborted', 'AbortError'));
        });
      },
      cancel() {
        controller = null;
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };

  return {
    fetch,
    /** Relays one prompt of the pad, as the server does a display notification. */
    display(sessionId: string, text: string) {
      send('display', { session_id: sessionId.replaceAll('-', ''), text });
    },
    isOpen: () => controller !== null,
  };
}
