/**
 * The pad's prompts, relayed to the kiosk (../shared/linkly-cloud.md 'Where the pad's prompts come
 * from'). Linkly sends what its pad shows only as async notifications, POSTed to a URI the POS
 * names; a kiosk is a browser and cannot be that URI, so the reference server is, and passes them
 * on over the live channel the worker already keeps (server-sent events over a POST, the SID in
 * the body: server/http/orderEventStreams.ts).
 *
 * - `POST /api/terminal/events` (app_token, sid): a kiosk's or staff device's terminal channel.
 *   It opens with `event: open` `{"notification": {"uri", "authorization_header"}}`: what the
 *   worker puts in its purchase's `Notification`; then the last prompt still on the pad, if any,
 *   and one `event: display` `{"session_id", "text"}` per prompt. No session: 401; not a kiosk or
 *   staff device: 403.
 * - `POST /api/terminal/notify/{sessionId}/{type}`: Linkly's notifications, with the bearer the
 *   channel's `open` gave (terminalNotifyBearer.ts); any other: 401. `display` is relayed;
 *   `receipt` and `transaction` are acknowledged and end the purchase's prompt, and are not
 *   relayed: the kiosk trusts only the result it asks Linkly for (v1 recovery,
 *   worker/linkly/terminalPayment.ts), and the server confirms it with Linkly itself.
 *
 * Relayed within the process that holds the stream; with several processes the notification must
 * reach that one (or the prompt is not shown: the payment goes on regardless).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CUSTOMER_STATUS } from '@api/customerStatus';
import { findStaffDevice } from '../accounts/staffDevice';
import type { Database } from '../db/schema';
import { MESSAGES } from '../protocol/messages';
import type { ConnectionLimits } from './connectionLimits';
import { callerOf, createStreamSlots, line, openStream, tooManyStreams } from './orderEventStreams';
import type { NotifyBearers } from './terminalNotifyBearer';

export const TERMINAL_EVENTS_PATH = '/api/terminal/events';
const NOTIFY_PATH = '/api/terminal/notify';
/** Prompts kept for channels whose kiosk is away, at most. */
const KEPT_PROMPTS = 1_000;

type Prompt = { session_id: string; text: string };

type Deps = {
  db: Kysely<Database>;
  now: () => Date;
  bearers: NotifyBearers;
  limits: Pick<ConnectionLimits, 'streamsPerSession' | 'streamsPerAddress'>;
};

/** The display event's lines as one text (Linkly's `displayText`, any key case). */
function displayText(body: unknown): string {
  const response = valueOf(body, 'response');
  const lines = valueOf(response, 'displaytext');
  if (!Array.isArray(lines)) return '';
  return lines
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, 200);
}

function valueOf(object: unknown, lowerName: string): unknown {
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return undefined;
  const entry = Object.entries(object).find(([key]) => key.toLowerCase() === lowerName);
  return entry?.[1];
}

/** The URI Linkly is to call: this server, as the kiosk reached it. */
const notifyUri = (request: FastifyRequest) =>
  `${request.protocol}://${request.headers.host ?? ''}${NOTIFY_PATH}/{{sessionId}}/{{type}}`;

export function registerTerminalEvents(app: FastifyInstance, deps: Deps): void {
  const listeners = new Map<string, Set<(prompt: Prompt) => void>>();
  const shown = new Map<string, Prompt>();
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  const slots = createStreamSlots(deps.limits);

  const keep = (channel: string, prompt: Prompt) => {
    shown.delete(channel);
    shown.set(channel, prompt);
    if (shown.size > KEPT_PROMPTS) shown.delete(shown.keys().next().value ?? '');
  };

  app.post(TERMINAL_EVENTS_PATH, async (request, reply) => {
    const caller = await callerOf(deps.db, request.body, deps.now());
    if (!caller) return reply.code(401).send({ message: MESSAGES.sessionExpired });
    const device = await findStaffDevice(deps.db, caller.brandId, caller.customerId);
    if (device?.status !== CUSTOMER_STATUS.kiosk && device?.status !== CUSTOMER_STATUS.staff)
      return reply.code(403).send({ message: MESSAGES.staffOnly });
    const release = slots.take(caller.sid, request.ip);
    if (!release) return tooManyStreams(reply);

    const channel = deps.bearers.channelOf(caller.brandId, caller.sid);
    const notification = {
      uri: notifyUri(request),
      authorization_header: deps.bearers.headerOf(channel),
    };
    const last = shown.get(channel);
    const first = line('open', { notification }) + (last ? line('display', last) : '');
    openStream(
      reply,
      streams,
      first,
      (send) => {
        const listener = (prompt: Prompt) => send(line('display', prompt));
        const set = listeners.get(channel) ?? new Set();
        set.add(listener);
        listeners.set(channel, set);
        return () => {
          set.delete(listener);
          if (set.size === 0 && listeners.get(channel) === set) listeners.delete(channel);
        };
      },
      release,
    );
    return reply;
  });

  app.post<{ Params: { sessionId: string; type: string } }>(
    `${NOTIFY_PATH}/:sessionId/:type`,
    { bodyLimit: 64 * 1024 },
    async (request, reply) => {
      const channel = deps.bearers.channelFrom(request.headers.authorization);
      if (channel === null) return reply.code(401).send({});
      const sessionId = request.params.sessionId.toLowerCase().replaceAll('-', '');
      if (!/^[0-9a-f]{32}$/.test(sessionId)) return reply.code(400).send({});
      const type = request.params.type.toLowerCase();
      if (type === 'display') {
        const prompt = { session_id: sessionId, text: displayText(request.body) };
        if (prompt.text !== '') {
          keep(channel, prompt);
          for (const listener of [...(listeners.get(channel) ?? [])]) listener(prompt);
        }
      } else if (type === 'receipt' || type === 'transaction') {
        if (shown.get(channel)?.session_id === sessionId) shown.delete(channel);
      } else {
        return reply.code(404).send({});
      }
      return reply.code(200).header('cache-control', 'no-store').send({});
    },
  );
}
