// @vitest-environment happy-dom
/** The sandbox card fields' message protocol, with the frames played by the test. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxCardFields, MESSAGE_SOURCE } from './sandboxCardFields';
import { CardFieldsError, type CardFields } from './types';

const SANDBOX = 'http://127.0.0.1:4483';

function containers() {
  const make = (id: string) => {
    const element = document.createElement('div');
    element.id = id;
    document.body.append(element);
    return element;
  };
  return { number: make('number'), expirationDate: make('expiry'), cvv: make('cvv') };
}

/**
 * happy-dom loads no frame page, so a frame has no window: each gets a stand-in whose postMessage
 * is recorded, and which the test uses as the source of that frame's messages.
 */
function giveFramesWindows() {
  for (const frame of document.querySelectorAll('iframe')) {
    Object.defineProperty(frame, 'contentWindow', {
      value: { postMessage: vi.fn() },
      configurable: true,
    });
  }
}

const frameOf = (name: string) =>
  document.querySelector<HTMLIFrameElement>(`iframe[name="docket-card-${name}"]`)!;
const sessionOf = (frame: HTMLIFrameElement) => new URL(frame.src).searchParams.get('session')!;

/** A message as the named frame would post it (origin and source can be forged for the test). */
function fromFrame(
  name: string,
  data: object,
  overrides: { origin?: string; source?: Window | null; session?: string } = {},
) {
  const frame = frameOf(name);
  window.dispatchEvent(
    new MessageEvent('message', {
      data: {
        source: MESSAGE_SOURCE,
        session: overrides.session ?? sessionOf(frame),
        field: name,
        ...data,
      },
      origin: overrides.origin ?? SANDBOX,
      source: overrides.source === undefined ? frame.contentWindow : overrides.source,
    }),
  );
}

async function ready(onValidityChange?: (complete: boolean) => void): Promise<CardFields> {
  const created = createSandboxCardFields({
    containers: containers(),
    sandboxOrigin: SANDBOX,
    onValidityChange,
  });
  giveFramesWindows();
  for (const name of ['number', 'expirationDate', 'cvv']) fromFrame(name, { type: 'ready' });
  return created;
}

// happy-dom prints a NotSupportedError for each frame page it does not load: expected here.
afterEach(() => {
  document.body.innerHTML = '';
});

describe('sandbox card fields', () => {
  it('renders one titled frame per field from the sandbox origin, naming this page as the parent', async () => {
    const fields = await ready();
    for (const [name, title] of [
      ['number', 'Card number'],
      ['expirationDate', 'Expiry date'],
      ['cvv', 'Security code (CVV)'],
    ] as const) {
      const src = new URL(frameOf(name).src);
      expect(src.origin).toBe(SANDBOX);
      expect(src.pathname).toBe(`/fields/${name}`);
      expect(src.searchParams.get('origin')).toBe(location.origin);
      expect(frameOf(name).title).toBe(title);
    }
    expect(
      new Set(['number', 'expirationDate', 'cvv'].map((n) => sessionOf(frameOf(n)))).size,
    ).toBe(1);
    await fields.teardown();
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it("hands the page's styles to every frame, in hosted-fields' shape", async () => {
    const styles = { input: { color: '#f3eee7' }, '.invalid': { color: '#ffb4ab' } };
    const created = createSandboxCardFields({
      containers: containers(),
      sandboxOrigin: SANDBOX,
      styles,
    });
    giveFramesWindows();
    for (const name of ['number', 'expirationDate', 'cvv']) fromFrame(name, { type: 'ready' });
    const fields = await created;
    for (const name of ['number', 'expirationDate', 'cvv']) {
      const sent = new URL(frameOf(name).src).searchParams.get('styles');
      expect(JSON.parse(sent!)).toEqual(styles);
    }
    await fields.teardown();
  });

  it('reports complete only when every frame says valid', async () => {
    const changes: boolean[] = [];
    await ready((complete) => changes.push(complete));
    fromFrame('number', { type: 'validity', valid: true, empty: false });
    fromFrame('expirationDate', { type: 'validity', valid: true, empty: false });
    expect(changes).toEqual([]);
    fromFrame('cvv', { type: 'validity', valid: true, empty: false });
    expect(changes).toEqual([true]);
    fromFrame('cvv', { type: 'validity', valid: false, empty: false });
    expect(changes).toEqual([true, false]);
  });

  it.each([
    ['another origin', { origin: 'http://evil.test' }],
    ['a window that is not one of the frames', { source: window }],
    ['no window', { source: null }],
    ['another session', { session: 'someone-else' }],
  ])('ignores a message from %s', async (_name, overrides) => {
    const changes: boolean[] = [];
    await ready((complete) => changes.push(complete));
    for (const name of ['number', 'expirationDate', 'cvv']) {
      fromFrame(name, { type: 'validity', valid: true, empty: false }, overrides);
    }
    expect(changes).toEqual([]);
  });

  it('asks the number frame to tokenise, at the sandbox origin only, and resolves with its nonce', async () => {
    const fields = await ready();
    const post = vi.mocked(frameOf('number').contentWindow!.postMessage);
    const tokenised = fields.tokenize();
    expect(post).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = post.mock.calls[0]! as unknown as [
      { id: string; type: string },
      string,
    ];
    expect(targetOrigin).toBe(SANDBOX);
    expect(message).toMatchObject({ source: MESSAGE_SOURCE, type: 'tokenize' });

    // An answer from another frame does not count.
    fromFrame('cvv', { type: 'tokenized', id: message.id, nonce: 'forged', details: {} });
    fromFrame('number', {
      type: 'tokenized',
      id: message.id,
      nonce: 'tokencc_sb_1',
      details: { cardType: 'Visa', lastFour: '1111' },
    });
    await expect(tokenised).resolves.toEqual({
      nonce: 'tokencc_sb_1',
      details: { cardType: 'Visa', lastFour: '1111' },
    });
  });

  it("rejects with the frame's message", async () => {
    const fields = await ready();
    const post = vi.mocked(frameOf('number').contentWindow!.postMessage);
    const tokenised = fields.tokenize();
    const [message] = post.mock.calls[0]! as unknown as [{ id: string }];
    fromFrame('number', {
      type: 'tokenizeFailed',
      id: message.id,
      message: 'Credit card number is invalid.',
    });
    await expect(tokenised).rejects.toEqual(new CardFieldsError('Credit card number is invalid.'));
  });

  it('gives up when the frames never load', async () => {
    vi.useFakeTimers();
    try {
      const created = createSandboxCardFields({
        containers: containers(),
        sandboxOrigin: SANDBOX,
        readyTimeoutMs: 5000,
      });
      fromFrame('number', { type: 'ready' });
      vi.advanceTimersByTime(5000);
      await expect(created).rejects.toEqual(
        new CardFieldsError('Error contacting Braintree Payments'),
      );
      expect(document.querySelectorAll('iframe')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
