/**
 * The protocol client: one form-encoded POST per RequestAction to the brand's API base (spec 1 §7).
 * It adds the common fields, keeps the SID, reports AUTH and Upgrade to its owner, and turns every
 * outcome into a Result. fetch, the clock and storage are injected so it runs in Node tests.
 */
import type { z } from 'zod';
import {
  responseSchemas,
  type ActionRequests,
  type ActionResponse,
  type RequestAction,
} from '@/api/actions';
import { envelopeSchema, type Upgrade } from '@/api/envelope';
import { fail, ok, type Result } from '@/domain/result';
import { describeIssues, interpretEnvelope } from './interpretEnvelope';
import { commonFields, requestBody, type ProtocolBrand } from './requestBody';
import type { SessionStore } from './sessionStore';

/** A request that has not answered after this long is abandoned as a network error. */
export const REQUEST_TIMEOUT_MS = 15_000;

export type ProtocolClientDeps = {
  brand: ProtocolBrand;
  /** Resolves a relative apiBaseUrl: the worker passes self.location.origin, tests the server's URL. */
  origin: string;
  fetch: typeof fetch;
  now: () => number;
  sessionStore: SessionStore;
  /** Called after an AUTH answer, before the call returns; resets the held customer. */
  onAuthReset: () => Promise<void> | void;
  /** Called whenever an answer carries Upgrade. */
  onUpgrade: (upgrade: Upgrade) => Promise<void> | void;
  timeoutMs?: number;
};

export type ProtocolClient = {
  call<A extends RequestAction>(
    action: A,
    payload: ActionRequests[A],
  ): Promise<Result<ActionResponse<A>>>;
  /**
   * The body of an answer to a call the page sent itself (index.html's first Merchant call,
   * scripts/firstLoadBoot.ts): handled exactly as call handles its own answers.
   */
  receive<A extends RequestAction>(action: A, text: string): Promise<Result<ActionResponse<A>>>;
};

// A mapped type lets TypeScript tie each action to its own schema when indexed by a generic A.
const schemas: { [A in RequestAction]: z.ZodType<ActionResponse<A>> } = responseSchemas;

export function createProtocolClient(deps: ProtocolClientDeps): ProtocolClient {
  const endpoint = new URL(deps.brand.apiBaseUrl, deps.origin);
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function currentSid(now: number): Promise<string | null> {
    const stored = await deps.sessionStore.read();
    return stored !== undefined && stored.expiresAt > now ? stored.sid : null;
  }

  async function post(body: URLSearchParams): Promise<Result<unknown>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await deps.fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: controller.signal,
        credentials: 'omit',
      });
      if (!response.ok) return fail('network', `Network error: HTTP ${response.status}`);
      try {
        const data: unknown = await response.json();
        return ok(data);
      } catch (error) {
        if (controller.signal.aborted) throw error;
        return fail('invalid-response', 'Unexpected answer: not JSON');
      }
    } catch (error) {
      if (controller.signal.aborted) {
        return fail('network', `Network error: no answer within ${timeoutMs / 1000} s`);
      }
      return fail(
        'network',
        `Network error: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  /** Keeps the SID, reports Upgrade and AUTH, and checks the data against the action's schema. */
  async function settle<A extends RequestAction>(
    action: A,
    data: unknown,
  ): Promise<Result<ActionResponse<A>>> {
    const envelope = envelopeSchema.safeParse(data);
    if (!envelope.success) {
      return fail('invalid-response', `Unexpected answer: ${describeIssues(envelope.error)}`);
    }
    const { SID, Upgrade } = envelope.data;
    // Every answer re-arms the session (spec 1 §7: stored for 20160 minutes from this answer).
    if (SID !== undefined && SID !== '') {
      await deps.sessionStore.write({
        sid: SID,
        expiresAt: deps.now() + deps.brand.sessionMinutes * 60_000,
      });
    }
    if (Upgrade !== undefined) await deps.onUpgrade(Upgrade);

    const result = interpretEnvelope(envelope.data, schemas[action]);
    if (!result.ok && result.error.code === 'auth') await deps.onAuthReset();
    return result;
  }

  return {
    async call(action, payload) {
      const sentAt = deps.now();
      const sid = await currentSid(sentAt);
      const body = requestBody({
        action,
        payload,
        common: commonFields({ brand: deps.brand, sid, now: sentAt }),
      });
      const raw = await post(body);
      if (!raw.ok) return raw;
      return settle(action, raw.data);
    },

    async receive(action, text) {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        return fail('invalid-response', 'Unexpected answer: not JSON');
      }
      return settle(action, data);
    },
  };
}
