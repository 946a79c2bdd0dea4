/**
 * Turns a parsed answer into a Result: SUCCESS is validated with the action's schema, AUTH and any
 * other code fail with the first Response entry (spec 1 §7: 'On a failure the first entry of
 * Response is the message').
 */
import type { z } from 'zod/mini';
import { failureMessagesSchema, RESPONSE_CODES, type Envelope } from '@/api/envelope';
import { fail, ok, type Result } from '@/domain/result';

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
    return fail('server', firstMessage(envelope.Response));
  }
  const parsed = schema.safeParse(envelope.Response);
  if (!parsed.success) {
    return fail('invalid-response', `Unexpected answer: ${describeIssues(parsed.error)}`);
  }
  return ok(parsed.data);
}
