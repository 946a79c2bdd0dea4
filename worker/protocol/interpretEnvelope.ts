/**
 * Turns a parsed answer into a Result: SUCCESS is validated with the action's schema, AUTH and any
 * other code fail with the first Response entry (spec 1 §7: 'On a failure the first entry of
 * Response is the message'); a failure without a message to show is an unreadable answer.
 */
import type { z } from 'zod/mini';
import { failureMessagesSchema, RESPONSE_CODES, type Envelope } from '@/api/envelope';
import { fail, ok, type Result } from '@/domain/result';

/**
 * The longest first message shown as the server's words. The server's phrases run to a few
 * hundred characters with an item's name in them; anything longer is a page or a dump that the
 * customer should not be shown (a 2 MB toast leaves the screen unusable).
 */
export const LONGEST_MESSAGE = 1_000;

/**
 * A failure's first message when it carries one that can be shown: a list of strings whose first
 * entry is not blank and not past LONGEST_MESSAGE. Else null: the failure is unreadable (an
 * unknown code with the success data, a string, null), and is handled as no answer at all.
 */
export function readableMessage(response: unknown): string | null {
  const messages = failureMessagesSchema.safeParse(response);
  if (!messages.success) return null;
  const first = messages.data[0] ?? '';
  return first.trim() === '' || first.length > LONGEST_MESSAGE ? null : first;
}

export function firstMessage(response: unknown): string {
  const messages = failureMessagesSchema.safeParse(response);
  if (messages.success) return messages.data[0] ?? '';
  if (typeof response === 'string' && response !== '') return response;
  return 'The server did not say what went wrong';
}

/**
 * For the log, not the user. The worker's zod is zod/mini, which carries no locale: its messages
 * all read 'Invalid input', so the issue's code and what it expected say more.
 */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const expected = 'expected' in issue ? ` (expected ${String(issue.expected)})` : '';
      return `${issue.path.join('.') || '(root)'}: ${issue.code}${expected}`;
    })
    .join('; ');
}

export function interpretEnvelope<T>(envelope: Envelope, schema: z.ZodMiniType<T>): Result<T> {
  if (envelope.ResponseCode === RESPONSE_CODES.auth) {
    return fail('auth', firstMessage(envelope.Response));
  }
  if (envelope.ResponseCode !== RESPONSE_CODES.success) {
    // An unreadable failure says nothing the customer can act on, nor that the server refused:
    // callers word it as no answer, and an outbox row waits to be sent again rather than failing.
    const message = readableMessage(envelope.Response);
    return message === null
      ? fail('invalid-response', 'Unexpected answer: a failure with no message')
      : fail('server', message);
  }
  const parsed = schema.safeParse(envelope.Response);
  if (!parsed.success) {
    return fail('invalid-response', `Unexpected answer: ${describeIssues(parsed.error)}`);
  }
  return ok(parsed.data);
}
