/**
 * Reading the live channel's server-sent events (server/http/orderEventStreams.ts) in the server
 * suites: a stream is opened over real HTTP (app.inject does not stream) and read until a test says
 * so.
 */
import { DEMO } from './helpers';

export type StreamEvent = { event: string; data: Record<string, unknown> };

/** POSTs the session to a live-channel path of the server at `origin`. */
export function openEvents(origin: string, path: string, sid: string, token: string = DEMO.token) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ app_token: token, sid }),
  });
}

/** Reads server-sent events from a stream until `stop` says so, or the stream ends. */
export async function readEvents(
  response: Response,
  stop: (events: StreamEvent[]) => boolean,
): Promise<StreamEvent[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: StreamEvent[] = [];
  let buffer = '';
  while (!stop(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
    }
  }
  await reader.cancel();
  return events;
}
