/**
 * Helpers for the fault journeys (faults-*.spec.ts): the app's protocol calls seen on the wire,
 * and the ways a journey breaks one call's answer (held, dropped after the server has it, failed
 * with a 5xx) while the others go through.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';

export type Form = URLSearchParams;

/** The form a protocol call sent, or null for anything else. */
export function protocolForm(route: Route): Form | null {
  const request = route.request();
  if (request.method() !== 'POST') return null;
  const body = new URLSearchParams(request.postData() ?? '');
  return body.has('RequestAction') ? body : null;
}

/** SubmitOrder's placement (preorder=0), not its validation. */
export const isPlacement = (form: Form) =>
  form.get('RequestAction') === 'SubmitOrder' && form.get('preorder') === '0';

export const isSubAction = (name: string) => (form: Form) =>
  form.get('RequestAction') === 'ManageCart' && form.get('sub_action') === name;

/** The request ids of every call `match` picks, in the order the app sent them. */
export type Sent = string[];

type Target = Page | BrowserContext;

/**
 * The first call `match` picks reaches the server, and its answer is lost on the way back (the
 * connection resets). Later calls go through. Returns the request ids sent, this one and later.
 */
export async function dropFirstAnswer(
  target: Target,
  match: (form: Form) => boolean,
): Promise<Sent> {
  const sent: Sent = [];
  let dropped = false;
  await target.route('**/api', async (route) => {
    const form = protocolForm(route);
    if (form === null || !match(form)) return route.fallback();
    sent.push(form.get('request_id') ?? '');
    if (dropped) return route.fallback();
    dropped = true;
    await route.fetch();
    return route.abort('connectionreset');
  });
  return sent;
}

/**
 * The first call `match` picks reaches the server and its answer is held until `release()`; then
 * it is delivered (to a page that may be gone by then: nothing is delivered to it). `arrived`
 * settles once the server has answered it. Later calls go through.
 */
export async function holdFirstAnswer(
  target: Target,
  match: (form: Form) => boolean,
): Promise<{ sent: Sent; arrived: Promise<void>; release: () => void }> {
  const sent: Sent = [];
  let held = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await target.route('**/api', async (route) => {
    const form = protocolForm(route);
    if (form === null || !match(form)) return route.fallback();
    sent.push(form.get('request_id') ?? '');
    if (held) return route.fallback();
    held = true;
    const answer = await route.fetch();
    arrive();
    await released;
    // The page that asked may have gone (a reload) or given up (its time-out).
    await route.fulfill({ response: answer }).catch(() => undefined);
  });
  return { sent, arrived, release: () => release() };
}

/** The first call `match` picks is answered 500 without reaching the server; later ones go through. */
export async function failFirstWith500(
  target: Target,
  match: (form: Form) => boolean,
): Promise<Sent> {
  const sent: Sent = [];
  let failed = false;
  await target.route('**/api', async (route) => {
    const form = protocolForm(route);
    if (form === null || !match(form)) return route.fallback();
    sent.push(form.get('request_id') ?? '');
    if (failed) return route.fallback();
    failed = true;
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  });
  return sent;
}
