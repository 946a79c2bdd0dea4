/**
 * The card field frames, served from the sandbox's own origin as Braintree's hosted fields are
 * served from Braintree's: one small document per field (number, expiry, CVV, postal code), so the
 * page that embeds them never sees the digits.
 *
 * The protocol (postMessage, origins checked both ways; every message carries source, session and
 * field):
 * - frame → parent, only to the parent origin named in the frame's URL (one of the app origins):
 *   `ready`; `validity` {valid, empty} whenever either changes; `tokenized` {id, nonce, details};
 *   `tokenizeFailed` {id, message}.
 * - parent → number frame, accepted only from window.parent at that origin: `tokenize` {id}. The
 *   number frame gathers its siblings' values directly (same-origin frames of the same session
 *   under the same parent) and POSTs the card to /tokenize on its own origin.
 */

export const CARD_FIELDS = ['number', 'expirationDate', 'cvv', 'postalCode'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export const MESSAGE_SOURCE = 'docket-payment-sandbox';

const FIELD_INPUT: Record<
  CardField,
  {
    label: string;
    autocomplete: string;
    name: string;
    inputmode: string;
    placeholder: string;
    maxlength: number;
  }
> = {
  number: {
    label: 'Card number',
    autocomplete: 'cc-number',
    name: 'cardnumber',
    inputmode: 'numeric',
    placeholder: '1234 1234 1234 1234',
    maxlength: 23,
  },
  expirationDate: {
    label: 'Expiry date (MM/YY)',
    autocomplete: 'cc-exp',
    name: 'exp-date',
    inputmode: 'numeric',
    placeholder: 'MM/YY',
    maxlength: 9,
  },
  cvv: {
    label: 'Security code (CVV)',
    autocomplete: 'cc-csc',
    name: 'cvc',
    inputmode: 'numeric',
    placeholder: 'CVV',
    maxlength: 4,
  },
  postalCode: {
    label: 'Postal code',
    autocomplete: 'postal-code',
    name: 'postal',
    inputmode: 'text',
    placeholder: 'Postcode',
    maxlength: 10,
  },
};

const escapeAttribute = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function cardFieldCsp(appOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${appOrigins.join(' ')}`,
  ].join('; ');
}

/**
 * The properties braintree-web hosted-fields lets a page set inside its frames (its styles
 * allowlist); anything else is dropped, as Braintree drops it.
 */
const STYLE_PROPERTIES = new Set([
  'appearance',
  'color',
  'direction',
  'font',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-variant-alternates',
  'font-variant-caps',
  'font-variant-east-asian',
  'font-variant-ligatures',
  'font-variant-numeric',
  'font-weight',
  'letter-spacing',
  'line-height',
  'opacity',
  'outline',
  'padding',
  'text-shadow',
  'transition',
  '-moz-appearance',
  '-moz-osx-font-smoothing',
  '-moz-tap-highlight-color',
  '-moz-transition',
  '-webkit-appearance',
  '-webkit-font-smoothing',
  '-webkit-tap-highlight-color',
  '-webkit-transition',
]);

// Nothing that can end a rule, open a block, load a URL or leave the <style> element.
const SAFE_SELECTOR = /^[a-zA-Z0-9 .:_-]{1,60}$/;
const SAFE_MEDIA = /^@media [a-zA-Z0-9 ():,.-]{1,100}$/;
const SAFE_VALUE = /^[a-zA-Z0-9 #(),.%'"_-]{1,200}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rule(selector: string, properties: unknown): string {
  if (!SAFE_SELECTOR.test(selector) || !isRecord(properties)) return '';
  const declarations = Object.entries(properties)
    .filter(
      ([name, value]) =>
        STYLE_PROPERTIES.has(name) &&
        typeof value === 'string' &&
        SAFE_VALUE.test(value) &&
        !/url\s*\(/i.test(value),
    )
    .map(([name, value]) => `${name}: ${String(value)};`);
  return declarations.length === 0 ? '' : `${selector} { ${declarations.join(' ')} }`;
}

/**
 * The page's `styles` (hosted-fields' shape, JSON in the frame's URL) as CSS: selectors apply to
 * the field's input, which carries the classes Braintree gives it (the field's name, 'valid',
 * 'invalid'); '@media …' keys hold rules of their own. Unreadable or unsafe parts are left out.
 */
export function cardFieldStyleSheet(raw: string): string {
  let styles: unknown;
  try {
    styles = JSON.parse(raw);
  } catch {
    return '';
  }
  if (!isRecord(styles)) return '';
  return Object.entries(styles)
    .map(([key, value]) => {
      if (!key.startsWith('@media')) return rule(key, value);
      if (!SAFE_MEDIA.test(key) || !isRecord(value)) return '';
      const inner = Object.entries(value)
        .map(([selector, properties]) => rule(selector, properties))
        .filter(Boolean);
      return inner.length === 0 ? '' : `${key} { ${inner.join(' ')} }`;
    })
    .filter(Boolean)
    .join('\n');
}

export function cardFieldDocument(
  field: CardField,
  session: string,
  parentOrigin: string,
  styles = '',
): string {
  const input = FIELD_INPUT[field];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${input.label}</title>
<style>
html, body { margin: 0; padding: 0; background: transparent; }
input { box-sizing: border-box; width: 100%; height: 44px; padding: 0 12px; border: 0; outline: none; background: transparent; }
:where(input) { font: 16px/1.2 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f1a14; }
:where(input.invalid) { color: #b3261e; }
</style>
<style>
${cardFieldStyleSheet(styles)}
</style>
</head>
<body data-field="${field}" data-session="${escapeAttribute(session)}" data-parent-origin="${escapeAttribute(parentOrigin)}">
<input id="field" class="${field}" type="text" name="${input.name}" aria-label="${input.label}" autocomplete="${input.autocomplete}" inputmode="${input.inputmode}" placeholder="${input.placeholder}" maxlength="${input.maxlength}" spellcheck="false" autocorrect="off">
<script src="/fields/field.js"></script>
</body>
</html>`;
}

/**
 * The frames' script, plain ES2017 in a string: it runs in the frame, not in Node or the app, and
 * is served as it is (no build step, no transform that could rename or wrap it).
 */
export const CARD_FIELD_SCRIPT = `(function () {
  'use strict';
  var SOURCE = '${MESSAGE_SOURCE}';
  var body = document.body;
  var field = body.dataset.field;
  var session = body.dataset.session;
  var parentOrigin = body.dataset.parentOrigin;
  var input = document.getElementById('field');

  function post(message) {
    message.source = SOURCE;
    message.session = session;
    message.field = field;
    window.parent.postMessage(message, parentOrigin);
  }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i += 1) {
      var digit = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function isValid() {
    var value = input.value.trim();
    if (field === 'number') {
      var digits = value.replace(/[\\s-]/g, '');
      return /^\\d{12,19}$/.test(digits) && luhn(digits);
    }
    if (field === 'expirationDate') {
      var match = /^(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})$/.exec(value);
      if (!match) return false;
      var month = Number(match[1]);
      var year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
      var now = new Date();
      return month >= 1 && month <= 12 && year <= 2099 &&
        year * 12 + month - 1 >= now.getFullYear() * 12 + now.getMonth();
    }
    if (field === 'cvv') return /^\\d{3,4}$/.test(value);
    return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(value);
  }

  // Read by the number frame of the same session when it tokenises; cross-origin code cannot.
  window.docketCardField = {
    session: session,
    field: field,
    value: function () { return input.value.trim(); },
    valid: isValid,
  };

  var last = '';
  function reportValidity() {
    var valid = isValid();
    var empty = input.value.trim() === '';
    var now = valid + '/' + empty;
    input.setAttribute('aria-invalid', String(!valid && !empty));
    input.classList.toggle('invalid', !valid && !empty);
    input.classList.toggle('valid', valid);
    if (now === last) return;
    last = now;
    post({ type: 'validity', valid: valid, empty: empty });
  }
  input.addEventListener('input', reportValidity);

  function siblings() {
    var found = {};
    var frames = window.parent.frames;
    for (var i = 0; i < frames.length; i += 1) {
      try {
        var other = frames[i].docketCardField;
        if (other && other.session === session) found[other.field] = other;
      } catch (crossOrigin) {
        // A frame from another origin: not ours.
      }
    }
    return found;
  }

  function tokenize(id) {
    var fields = siblings();
    var needed = ['number', 'expirationDate', 'cvv'];
    if (fields.postalCode) needed.push('postalCode');
    for (var i = 0; i < needed.length; i += 1) {
      if (!fields[needed[i]] || !fields[needed[i]].valid()) {
        post({ type: 'tokenizeFailed', id: id, message: 'Please check your card details' });
        return;
      }
    }
    var card = {
      number: fields.number.value(),
      expirationDate: fields.expirationDate.value(),
      cvv: fields.cvv.value(),
    };
    if (fields.postalCode) card.postalCode = fields.postalCode.value();
    fetch('/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
      credentials: 'omit',
      cache: 'no-store',
    })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (response.ok && answer.nonce) {
            post({ type: 'tokenized', id: id, nonce: answer.nonce, details: answer.details });
          } else {
            post({ type: 'tokenizeFailed', id: id, message: answer.message || 'Please check your card details' });
          }
        });
      })
      .catch(function () {
        post({ type: 'tokenizeFailed', id: id, message: 'Error contacting Braintree Payments' });
      });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var data = event.data;
    if (!data || data.source !== SOURCE || data.session !== session) return;
    if (data.type === 'tokenize' && field === 'number' && typeof data.id === 'string') tokenize(data.id);
  });

  post({ type: 'ready' });
  reportValidity();
})();
`;
