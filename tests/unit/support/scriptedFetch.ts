/**
 * A fetch to the real server that a test can script: `once` answers the next matching request its
 * own way (a 500, a captive portal's page, an envelope), `hold` keeps the next matching answer
 * until released. Everything else goes to the server; every request is recorded.
 */
import { recordingFetch } from './recordingFetch';

type Respond = (forward: () => Promise<Response>) => Promise<Response>;
type Rule = { matches: (body: URLSearchParams) => boolean; respond: Respond };

export const subAction = (name: string) => (body: URLSearchParams) =>
  body.get('sub_action') === name;

export function scriptedFetch() {
  const rules: Rule[] = [];
  const recorder = recordingFetch((input, init) => {
    const body = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams();
    const forward = () => fetch(input, init);
    const index = rules.findIndex((rule) => rule.matches(body));
    if (index === -1) return forward();
    const [rule] = rules.splice(index, 1);
    return rule!.respond(forward);
  });

  return {
    fetch: recorder.fetch,
    requests: recorder.requests,
    once(matches: Rule['matches'], respond: Respond) {
      rules.push({ matches, respond });
    },
    /** Sends the next matching request, and resolves `reached` once the server has answered it. */
    hold(matches: Rule['matches']) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let reached!: () => void;
      const answered = new Promise<void>((resolve) => {
        reached = resolve;
      });
      rules.push({
        matches,
        respond: async (forward) => {
          const response = await forward();
          reached();
          await released;
          return response;
        },
      });
      return { answered, release };
    },
  };
}

export const htmlPage = (status = 200) =>
  Promise.resolve(
    new Response('<!doctype html><title>Sign in to the Wi-Fi</title>', {
      status,
      headers: { 'content-type': 'text/html' },
    }),
  );

export const envelope = (ResponseCode: string, message: string) =>
  Promise.resolve(
    new Response(JSON.stringify({ ResponseCode, Response: [message] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
