/**
 * One HTTP exchange with Linkly Cloud (or its simulator): JSON in, the status and the body out.
 * Linkly's answers are camelCase in practice and PascalCase in its documents, so every key is
 * read without regard to case (../shared/linkly-cloud.md §2.6). No answer at all (fetch rejected,
 * the time-out) comes back as status 408, which the rules in src/domain/terminalPolicy.ts treat as
 * 'try again'. Bodies and headers are never logged: they carry the secret and the token.
 */
import { NO_ANSWER } from '@/domain/terminalPolicy';
import { createLogger } from '@worker/log';

const log = createLogger('linkly');

export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

export type LinklyAnswer = {
  status: number;
  /** The JSON body with every key lower-cased; null when there was none. */
  body: Json | null;
  /** True when nothing came back (counted as 408). */
  noAnswer: boolean;
};

type Json = { [key: string]: unknown };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same JSON with every object key lower-cased. */
export function lowerKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lowerKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), lowerKeys(v)]));
}

/** body.response (lower-cased), or an empty object. */
export function responseOf(answer: LinklyAnswer): Json {
  const inner = answer.body?.response;
  return isObject(inner) ? inner : {};
}

/** The reason shown after a spec message: Linkly's text, else the HTTP status. */
export function reasonOf(answer: LinklyAnswer): string {
  if (answer.noAnswer) return 'No answer from Linkly';
  const response = responseOf(answer);
  const text = [response.responsetext, answer.body?.message, answer.body?.responsetext].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return text?.trim() ?? `HTTP ${answer.status}`;
}

export type LinklyHttp = {
  send(input: {
    method: 'GET' | 'POST';
    url: string;
    body?: unknown;
    token?: string;
    timeoutMs: number;
  }): Promise<LinklyAnswer>;
};

export function createLinklyHttp(deps: { fetch: typeof fetch; timers: Timers }): LinklyHttp {
  return {
    async send(input) {
      const controller = new AbortController();
      const timer = deps.timers.setTimeout(() => controller.abort(), input.timeoutMs);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (input.body !== undefined) headers['content-type'] = 'application/json';
      if (input.token) headers.authorization = `Bearer ${input.token}`;
      try {
        const response = await deps.fetch(input.url, {
          method: input.method,
          headers,
          ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
          signal: controller.signal,
          cache: 'no-store',
        });
        const text = await response.text();
        let body: Json | null = null;
        if (text.trim() !== '') {
          try {
            const parsed = lowerKeys(JSON.parse(text));
            body = isObject(parsed) ? parsed : null;
          } catch {
            body = null;
          }
        }
        return { status: response.status, body, noAnswer: false };
      } catch (error) {
        log.info(`${input.method} ${new URL(input.url).pathname}: no answer (${errorName(error)})`);
        return { status: NO_ANSWER, body: null, noAnswer: true };
      } finally {
        deps.timers.clearTimeout(timer as never);
      }
    },
  };
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'error');
