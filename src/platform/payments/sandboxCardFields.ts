/**
 * Card fields from the payment sandbox: one frame per field, served by the sandbox's own origin
 * (server/sandbox/cardFieldPage.ts), as Braintree's hosted fields are. This page never holds the
 * digits: it asks the number frame to tokenise and receives a nonce, the card type and the last
 * four. Messages are accepted only from the sandbox's origin and from these frames' windows, and
 * sent only to the sandbox's origin.
 */
import { CardFieldsError, type CardFields, type CardFieldsOptions, type CardNonce } from './types';

export const MESSAGE_SOURCE = 'docket-payment-sandbox';

type FieldName = keyof CardFieldsOptions['containers'];

const FRAME_TITLES: Record<FieldName, string> = {
  number: 'Card number',
  expirationDate: 'Expiry date',
  cvv: 'Security code (CVV)',
  postalCode: 'Postal code',
};

export const CARD_FIELDS_MESSAGES = {
  unavailable: 'Error contacting Braintree Payments',
  invalid: 'Please check your card details',
} as const;

type FrameMessage =
  | { type: 'ready' }
  | { type: 'validity'; valid: boolean; empty: boolean }
  | { type: 'tokenized'; id: string; nonce: string; details: CardNonce['details'] }
  | { type: 'tokenizeFailed'; id: string; message: string };

function isFrameMessage(
  data: unknown,
  session: string,
): data is FrameMessage & { field: FieldName } {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.source === MESSAGE_SOURCE &&
    message.session === session &&
    typeof message.type === 'string'
  );
}

export type SandboxCardFieldsOptions = CardFieldsOptions & {
  sandboxOrigin: string;
  /** How long the frames may take to load before the fields give up (ms). */
  readyTimeoutMs?: number;
  /** The page's window (tests pass happy-dom's). */
  window?: Window;
};

export function createSandboxCardFields(options: SandboxCardFieldsOptions): Promise<CardFields> {
  const win = options.window ?? window;
  const sandboxOrigin = new URL(options.sandboxOrigin).origin;
  const session = win.crypto.randomUUID();
  const fields = (Object.keys(options.containers) as FieldName[]).filter(
    (name) => options.containers[name],
  );
  const frames = new Map<FieldName, HTMLIFrameElement>();
  const ready = new Set<FieldName>();
  const valid = new Map<FieldName, boolean>(fields.map((name) => [name, false]));
  const pending = new Map<
    string,
    { resolve: (nonce: CardNonce) => void; reject: (error: Error) => void }
  >();
  let complete = false;
  let onAllReady: (() => void) | null = null;

  const fieldOfSource = (source: MessageEventSource | null): FieldName | null => {
    for (const [name, frame] of frames)
      if (frame.contentWindow && frame.contentWindow === source) return name;
    return null;
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== sandboxOrigin) return;
    const from = fieldOfSource(event.source);
    if (!from || !isFrameMessage(event.data, session)) return;
    const message = event.data;
    switch (message.type) {
      case 'ready':
        ready.add(from);
        if (ready.size === fields.length) onAllReady?.();
        return;
      case 'validity': {
        valid.set(from, message.valid === true);
        const now = [...valid.values()].every(Boolean);
        if (now !== complete) {
          complete = now;
          options.onValidityChange?.(now);
        }
        return;
      }
      case 'tokenized':
      case 'tokenizeFailed': {
        const waiting = pending.get(String(message.id));
        if (!waiting || from !== 'number') return;
        pending.delete(String(message.id));
        if (message.type === 'tokenized') {
          waiting.resolve({
            nonce: String(message.nonce),
            details: {
              cardType: String(message.details?.cardType ?? ''),
              lastFour: String(message.details?.lastFour ?? ''),
            },
          });
        } else {
          waiting.reject(
            new CardFieldsError(String(message.message || CARD_FIELDS_MESSAGES.invalid)),
          );
        }
      }
    }
  };
  win.addEventListener('message', onMessage);

  const teardown = async () => {
    win.removeEventListener('message', onMessage);
    for (const frame of frames.values()) frame.remove();
    frames.clear();
    for (const waiting of pending.values())
      waiting.reject(new CardFieldsError(CARD_FIELDS_MESSAGES.unavailable));
    pending.clear();
  };

  const parentOrigin = win.location.origin;
  for (const name of fields) {
    const frame = win.document.createElement('iframe');
    const src = new URL(`/fields/${name}`, sandboxOrigin);
    src.searchParams.set('origin', parentOrigin);
    src.searchParams.set('session', session);
    if (options.styles) src.searchParams.set('styles', JSON.stringify(options.styles));
    frame.src = src.toString();
    frame.title = FRAME_TITLES[name];
    frame.name = `docket-card-${name}`;
    frame.setAttribute('allowtransparency', 'true');
    frame.setAttribute('referrerpolicy', 'origin');
    frame.style.cssText = 'border:0;width:100%;height:44px;display:block;';
    frames.set(name, frame);
    options.containers[name]!.append(frame);
  }

  const fieldsApi: CardFields = {
    tokenize() {
      const numberFrame = frames.get('number')?.contentWindow;
      if (!numberFrame)
        return Promise.reject(new CardFieldsError(CARD_FIELDS_MESSAGES.unavailable));
      const id = win.crypto.randomUUID();
      return new Promise<CardNonce>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        numberFrame.postMessage(
          { source: MESSAGE_SOURCE, session, type: 'tokenize', id },
          sandboxOrigin,
        );
      });
    },
    teardown,
  };

  return new Promise<CardFields>((resolve, reject) => {
    const timer = win.setTimeout(() => {
      void teardown();
      reject(new CardFieldsError(CARD_FIELDS_MESSAGES.unavailable));
    }, options.readyTimeoutMs ?? 20_000);
    onAllReady = () => {
      win.clearTimeout(timer);
      onAllReady = null;
      resolve(fieldsApi);
    };
  });
}
