/**
 * Pinpad pairing (spec 3 §4 'Pinpad pairing'):
 * 1. With no stored secret: pair request (Auth 1 of 2), then a token (Auth 2 of 2).
 * 2. With a secret: only validate the token.
 * 3. Then check the pinpad's status ('Validating Paired Pinpad...'): 200 continues; 202 counts as
 *    failure; 408 or 5xx retries once; anything else fails, and the secret is cleared.
 * 4. The secret, token and expiry are stored; the password and pair code never are.
 */
import { fail, ok, type Result } from '@/domain/result';
import {
  PAIR_REQUEST_FAILED,
  PAIR_TOKEN_FAILED,
  PAIRING_AUTH_1,
  PAIRING_AUTH_2,
  PINPAD_STATUS_FAILED,
  TERMINAL_NOT_AVAILABLE_LPPS,
  TERMINAL_NOT_PAIRED_LPPS,
  VALIDATING_PINPAD,
  withReason,
} from '@/domain/terminalMessages';
import { NO_ANSWER, pairingStatusAction } from '@/domain/terminalPolicy';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { reasonOf, responseOf, type LinklyAnswer } from './linklyHttp';
import { forgetPinpadRow, readPinpad, writePinpad } from './pinpadStore';
import type { TerminalClient } from './terminalClient';

const log = createLogger('pinpad');

export type PairingErrorCode = 'pair' | 'token' | 'status' | 'invalid-request';

export type PairPinpadInput = { username?: string; password?: string; pairCode?: string };

const noAnswer: LinklyAnswer = { status: NO_ANSWER, body: null, noAnswer: true };

export function createPairing(
  ctx: WorkerContext,
  deps: { client: TerminalClient; newId: () => string },
) {
  const { db, events, now } = ctx;
  const { client } = deps;
  const say = (text: string) => events.emit('terminal-status', { text });

  async function pairAnew(input: PairPinpadInput): Promise<Result<true, PairingErrorCode>> {
    const username = input.username?.trim() ?? '';
    const password = input.password ?? '';
    const pairCode = input.pairCode?.trim() ?? '';
    if (username === '' || password === '' || pairCode === '') {
      return fail(
        'invalid-request',
        withReason(PAIR_REQUEST_FAILED, 'Enter the username, password and pair code.'),
      );
    }
    say(PAIRING_AUTH_1);
    const paired = (await client.pair({ username, password, pairCode })) ?? noAnswer;
    const secret = paired.body?.secret;
    if (paired.status !== 200 || typeof secret !== 'string' || secret === '') {
      log.warn(`pair request failed: ${paired.status}`);
      return fail('pair', withReason(PAIR_REQUEST_FAILED, reasonOf(paired)));
    }
    say(PAIRING_AUTH_2);
    const posId = deps.newId();
    const token = await client.requestToken(secret, posId);
    if (!token.ok) {
      return fail('token', withReason(PAIR_TOKEN_FAILED, reasonOf(token.answer ?? noAnswer)));
    }
    await writePinpad(db, {
      secret,
      token: token.data.token,
      tokenExpiresAt: token.data.expiresAt,
      posId,
      pairedAt: now(),
    });
    return ok(true);
  }

  /** POST status (StatusType '0') on a new session each time, under the pairing rules. */
  async function checkStatus(): Promise<Result<true, PairingErrorCode>> {
    say(VALIDATING_PINPAD);
    // Why the pad could not be asked on the last try, if it could not (MSG-LPPS1 / LPPS2).
    let unasked: 'unavailable' | 'not-paired' | null = null;
    const { answer, action } = await client.withRetries(async () => {
      const sent = await client.pos({
        method: 'POST',
        sessionId: deps.newId(),
        operation: 'status',
        request: { Merchant: '00', StatusType: '0', Application: '00' },
      });
      unasked = sent.ok || sent.error.code === 'token' ? null : sent.error.code;
      return sent.ok ? sent.data : noAnswer;
    }, pairingStatusAction);
    if (action.kind === 'done' && responseOf(answer).success !== false) return ok(true);
    log.warn(`pinpad status failed: ${unasked ?? answer.status}`);
    // Spec 3 §4 step 6: on a status failure the secret is cleared.
    await forgetPinpadRow(db);
    if (unasked === 'not-paired') return fail('status', TERMINAL_NOT_PAIRED_LPPS);
    if (unasked === 'unavailable') return fail('status', TERMINAL_NOT_AVAILABLE_LPPS);
    return fail('status', withReason(PINPAD_STATUS_FAILED, reasonOf(answer)));
  }

  return {
    async pair(input: PairPinpadInput): Promise<Result<{ menuName: string }, PairingErrorCode>> {
      const stored = await readPinpad(db);
      if (stored === null || stored.secret === '') {
        const paired = await pairAnew(input);
        if (!paired.ok) return paired;
      } else {
        const token = await client.ensureToken();
        if (!token.ok) return fail('token', withReason(PAIR_TOKEN_FAILED, token.error.message));
      }
      const status = await checkStatus();
      if (!status.ok) return status;
      const customer = await db.customer.get('current');
      return ok({ menuName: customer?.menuName ?? '' });
    },
  };
}
