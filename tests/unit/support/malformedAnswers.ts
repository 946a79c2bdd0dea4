/**
 * Malformed server answers, generated from a real one and a seed: the same seed gives the same
 * cases, so a failing case is rerun by its name. Each case is an HTTP answer (status, content
 * type, body) that a broken server, a proxy, a captive portal or a half-deployed version could
 * send in place of the real answer to a call.
 *
 * The kinds, each a way an answer goes wrong at the boundary:
 * - the body is not the envelope at all: HTML error and captive-portal pages, text, an empty
 *   body, truncated JSON, a wrong content type, MBs of junk, JSON null or an array;
 * - the envelope is there but its Response is not the action's: a field of the wrong type,
 *   missing, renamed (a version skew), numbers as strings, numbers out of range (Infinity as
 *   1e400, NaN), huge strings, deeply nested junk, an array for an object, null;
 * - the ResponseCode is one the protocol does not know, or a failure says nothing readable.
 */

export const MALFORMED_KINDS = [
  'wrong-type',
  'missing-field',
  'renamed-fields',
  'huge-string',
  'html-error-page',
  'captive-portal',
  'unknown-response-code',
  'truncated-json',
  'not-json',
  'empty-body',
  'wrong-content-type',
  'null',
  'array-for-object',
  'numbers-as-strings',
  'bad-number',
  'deep-nesting',
] as const;
export type MalformedKind = (typeof MALFORMED_KINDS)[number];

export type MalformedAnswer = {
  kind: MalformedKind;
  /** Says what the case is, e.g. 'wrong-type Response.merchants.0.id: number → object'. */
  name: string;
  status: number;
  contentType: string;
  /** Built when asked: a huge case holds MBs, so only the case that runs holds its body. */
  body: () => string;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Envelope = { [key: string]: Json };
type Random = () => number;

/** mulberry32: small, fast and seedable, so a case list is the same on every machine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;
const clone = <T extends Json>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const JSON_TYPE = 'application/json; charset=utf-8';
const MB = 1024 * 1024;

/** Every path to a value under Response (Response itself is []), at most `limit` of them. */
function paths(value: Json, prefix: (string | number)[] = [], limit = 400): (string | number)[][] {
  const found: (string | number)[][] = [prefix];
  const walk = (node: Json, at: (string | number)[]) => {
    if (found.length >= limit || node === null || typeof node !== 'object') return;
    const entries: [string | number, Json][] = Array.isArray(node)
      ? node.slice(0, 3).map((child, index) => [index, child])
      : Object.entries(node);
    for (const [key, child] of entries) {
      if (found.length >= limit) return;
      found.push([...at, key]);
      walk(child, [...at, key]);
    }
  };
  walk(value, prefix);
  return found;
}

function at(root: Json, path: (string | number)[]): Json {
  let node: Json = root;
  for (const key of path) node = (node as Record<string | number, Json>)[key] ?? null;
  return node;
}

/** Sets (or with `undefined` deletes) the value at path; the empty path replaces the root. */
function setAt(root: Json, path: (string | number)[], value: Json | undefined): Json {
  if (path.length === 0) return value === undefined ? null : value;
  const parent = at(root, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else parent[key] = value;
  return root;
}

const typeOf = (value: Json) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** A value of another JSON type than `value`'s. */
function otherType(random: Random, value: Json): Json {
  const choices: Json[] = [
    'not-a-number',
    7,
    true,
    { unexpected: 'object' },
    ['unexpected', 'array'],
    null,
  ];
  return pick(
    random,
    choices.filter((choice) => typeOf(choice) !== typeOf(value)),
  );
}

function describePath(path: (string | number)[]): string {
  return ['Response', ...path].join('.');
}

function htmlPage(title: string, text: string): string {
  return (
    `<!DOCTYPE html><html><head><title>${title}</title></head>` +
    `<body><h1>${title}</h1><p>${text}</p><hr><address>nginx</address></body></html>`
  );
}

const ERROR_PAGES = [
  { status: 200, title: '502 Bad Gateway', text: 'The upstream server is not answering.' },
  { status: 200, title: 'Service Unavailable', text: 'The server is down for maintenance.' },
  { status: 500, title: 'Internal Server Error', text: 'Traceback (most recent call last)' },
  { status: 502, title: '502 Bad Gateway', text: 'nginx' },
  { status: 503, title: '503 Service Unavailable', text: 'Back soon.' },
  { status: 200, title: 'Error', text: 'An error occurred while processing your request.' },
];

const PORTALS = [
  { status: 200, title: 'Welcome to Airport Wi-Fi', text: 'Accept the terms to continue.' },
  { status: 200, title: 'Hotel Guest Login', text: 'Enter your room number and surname.' },
  { status: 511, title: 'Network Authentication Required', text: 'Sign in to the network.' },
  { status: 200, title: 'Free Wi-Fi', text: '<form action="/login"><input name="email"></form>' },
  { status: 401, title: 'Unauthorized', text: 'Sign in to this network.' },
  { status: 302, title: 'Moved', text: 'Redirecting to the login page.' },
];

const NOT_JSON = [
  'OK',
  'undefined',
  'NaN',
  'Infinity',
  'true false',
  "{'ResponseCode': 'SUCCESS'}",
  '{"ResponseCode": "SUCCESS", Response: {}}',
  '{"ResponseCode":"SUCCESS","Response":{},}',
  'SUCCESS',
  '<?xml version="1.0"?><Response><ResponseCode>SUCCESS</ResponseCode></Response>',
  'ResponseCode=SUCCESS&Response=',
  '\u0000\u0001\u0002\u0003',
  '<!-- -->',
  ')]}\',\n{"ResponseCode":"SUCCESS"}',
];

const UNKNOWN_CODES: Json[] = [
  'OK',
  'success',
  'SUCCESS ',
  '',
  'FAILED',
  'PENDING',
  'MAINTENANCE',
  '200',
  'ERR0R',
  'Success',
];

/**
 * `count` distinct malformed answers of `kind`, made from `real` (the server's answer to the
 * same call, parsed). Duplicates are left out, so a kind may give fewer than asked.
 */
export function malformedOfKind(
  kind: MalformedKind,
  real: Envelope,
  random: Random,
  count: number,
): MalformedAnswer[] {
  const made = new Map<string, MalformedAnswer>();
  const realResponse: Json = real.Response ?? null;
  const text = JSON.stringify(real);
  const envelope = (Response: Json, extra: Envelope = {}): string =>
    JSON.stringify({ ...real, ...extra, Response });
  const add = (
    name: string,
    body: () => string,
    options: { status?: number; contentType?: string } = {},
  ) => {
    const key = `${name}|${options.status ?? 200}|${options.contentType ?? JSON_TYPE}`;
    if (made.has(key)) return;
    made.set(key, {
      kind,
      name: `${kind} ${name}`,
      status: options.status ?? 200,
      contentType: options.contentType ?? JSON_TYPE,
      body,
    });
  };
  const responsePaths = paths(realResponse);

  for (let tries = 0; made.size < count && tries < count * 20; tries++) {
    switch (kind) {
      case 'wrong-type': {
        const path = pick(random, responsePaths);
        const value = otherType(random, at(realResponse, path));
        const body = envelope(setAt(clone(realResponse), path, value));
        add(`${describePath(path)} → ${typeOf(value)}`, () => body);
        break;
      }
      case 'missing-field': {
        const where = random();
        if (where < 0.2) {
          const field = pick(random, ['ResponseCode', 'Response']);
          const rest = { ...real };
          delete rest[field];
          add(`envelope without ${field}`, () => JSON.stringify(rest));
        } else {
          const path = pick(
            random,
            responsePaths.filter((p) => p.length > 0),
          );
          if (path === undefined) break;
          const body = envelope(setAt(clone(realResponse), path, undefined));
          add(`without ${describePath(path)}`, () => body);
        }
        break;
      }
      case 'renamed-fields': {
        const style = pick(random, ['upper', 'camel', 'prefixed', 'junk'] as const);
        const rename = (key: string) =>
          style === 'upper'
            ? key.toUpperCase()
            : style === 'camel'
              ? key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()) + 'X'
              : style === 'prefixed'
                ? `v8_${key}`
                : `junk_${Math.floor(random() * 1e6)}`;
        const renamed =
          realResponse !== null && typeof realResponse === 'object' && !Array.isArray(realResponse)
            ? Object.fromEntries(Object.entries(realResponse).map(([k, v]) => [rename(k), v]))
            : { [rename('data')]: realResponse };
        // A "__proto__" key as JSON carries it: JSON.parse makes it an own property, not a prototype.
        const body = envelope({ ...renamed, extra: [1, 2, 3] }).replace(
          '"Response":{',
          '"Response":{"__proto__":{"polluted":true},',
        );
        add(`Response keys ${style}`, () => body);
        break;
      }
      case 'huge-string': {
        const size = pick(random, [1, 2, 3, 4]) * MB;
        const shape = pick(random, ['body', 'response', 'message', 'field'] as const);
        const filler = pick(random, ['A', 'é', '<b>', '\u{1F600}']);
        const huge = () => filler.repeat(Math.ceil(size / filler.length));
        if (shape === 'body') add(`body of ${size / MB} MB '${filler}'`, huge);
        else if (shape === 'response') {
          add(`Response a ${size / MB} MB string '${filler}'`, () => envelope(huge()));
        } else if (shape === 'message') {
          add(`ERROR with a ${size / MB} MB message '${filler}'`, () =>
            JSON.stringify({ ...real, ResponseCode: 'ERROR', Response: [huge()] }),
          );
        } else {
          const path = pick(
            random,
            responsePaths.filter((p) => p.length > 0),
          );
          if (path === undefined) break;
          const value = at(realResponse, path);
          if (typeof value === 'string') break;
          add(`${describePath(path)} a ${size / MB} MB string '${filler}'`, () =>
            envelope(setAt(clone(realResponse), path, huge())),
          );
        }
        break;
      }
      case 'html-error-page': {
        const page = pick(random, ERROR_PAGES);
        const contentType = pick(random, ['text/html', 'text/html; charset=utf-8', JSON_TYPE]);
        add(
          `${page.status} '${page.title}' as ${contentType}`,
          () => htmlPage(page.title, page.text),
          {
            status: page.status,
            contentType,
          },
        );
        break;
      }
      case 'captive-portal': {
        const portal = pick(random, PORTALS);
        const contentType = pick(random, ['text/html', 'text/html; charset=iso-8859-1']);
        add(`${portal.status} '${portal.title}'`, () => htmlPage(portal.title, portal.text), {
          status: portal.status,
          contentType,
        });
        break;
      }
      case 'unknown-response-code': {
        const code = pick(random, UNKNOWN_CODES);
        const response = pick(random, [
          realResponse,
          null,
          [],
          [''],
          [42],
          { message: 'unknown' },
          'plain words',
        ] as Json[]);
        const body = JSON.stringify({ ...real, ResponseCode: code, Response: response });
        add(`ResponseCode ${JSON.stringify(code)} with ${typeOf(response)} Response`, () => body);
        break;
      }
      case 'truncated-json': {
        const cut = 1 + Math.floor(random() * (text.length - 1));
        add(`cut at ${cut} of ${text.length}`, () => text.slice(0, cut));
        break;
      }
      case 'not-json': {
        const body = pick(random, NOT_JSON);
        add(JSON.stringify(body), () => body, {
          contentType: pick(random, ['text/plain', JSON_TYPE]),
        });
        break;
      }
      case 'empty-body': {
        const status = pick(random, [200, 201, 204, 200]);
        const contentType = pick(random, [JSON_TYPE, 'text/plain', '']);
        const body = pick(random, ['', ' ', '\n', '\r\n\r\n']);
        add(`${JSON.stringify(body)} (${status})`, () => body, { status, contentType });
        break;
      }
      case 'wrong-content-type': {
        const shape = pick(random, [
          { type: 'text/xml', body: '<Response><Code>SUCCESS</Code></Response>' },
          { type: 'image/png', body: '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR' },
          { type: 'application/octet-stream', body: '\u0000'.repeat(64) },
          { type: 'text/csv', body: 'ResponseCode,Response\nSUCCESS,' },
          { type: 'application/x-www-form-urlencoded', body: 'ResponseCode=SUCCESS' },
          { type: 'text/event-stream', body: 'data: {"ResponseCode":"SUCCESS"}\n\n' },
        ]);
        add(`${shape.type}`, () => shape.body, { contentType: shape.type });
        break;
      }
      case 'null': {
        const shape = pick(random, ['body', 'response', 'code', 'field'] as const);
        if (shape === 'body') add('body null', () => 'null');
        else if (shape === 'response') add('Response null', () => envelope(null));
        else if (shape === 'code') {
          add('ResponseCode null', () => JSON.stringify({ ...real, ResponseCode: null }));
        } else {
          const path = pick(
            random,
            responsePaths.filter((p) => p.length > 0),
          );
          if (path === undefined || at(realResponse, path) === null) break;
          const body = envelope(setAt(clone(realResponse), path, null));
          add(`${describePath(path)} null`, () => body);
        }
        break;
      }
      case 'array-for-object': {
        const shape = pick(random, ['body', 'wrapped', 'response', 'field'] as const);
        if (shape === 'body') add('body []', () => '[]');
        else if (shape === 'wrapped') add('body [envelope]', () => JSON.stringify([real]));
        else if (shape === 'response') add('Response [Response]', () => envelope([realResponse]));
        else {
          const objects = responsePaths.filter((p) => {
            const value = at(realResponse, p);
            return (
              p.length > 0 && value !== null && typeof value === 'object' && !Array.isArray(value)
            );
          });
          if (objects.length === 0) break;
          const path = pick(random, objects);
          const value = at(realResponse, path) as { [key: string]: Json };
          const body = envelope(setAt(clone(realResponse), path, Object.values(value)));
          add(`${describePath(path)} as an array`, () => body);
        }
        break;
      }
      case 'numbers-as-strings': {
        const numbers = responsePaths.filter((p) => typeof at(realResponse, p) === 'number');
        if (numbers.length === 0) {
          add('ResponseCode as a number', () => JSON.stringify({ ...real, ResponseCode: 200 }));
          break;
        }
        const path = pick(random, numbers);
        const format = pick(random, ['plain', 'money', 'spaced'] as const);
        const value = at(realResponse, path) as number;
        const shown =
          format === 'plain' ? String(value) : format === 'money' ? `$${value}.00` : ` ${value} `;
        const body = envelope(setAt(clone(realResponse), path, shown));
        add(`${describePath(path)} '${shown}'`, () => body);
        break;
      }
      case 'bad-number': {
        const numbers = responsePaths.filter((p) => typeof at(realResponse, p) === 'number');
        const others = responsePaths.filter((p) => typeof at(realResponse, p) !== 'number');
        const onNumber = numbers.length > 0 && random() < 0.6;
        const path = pick(random, onNumber ? numbers : others);
        // JSON has no NaN or Infinity: 1e400 parses as Infinity, a bare NaN is not JSON at all.
        const literal = onNumber
          ? pick(random, ['1e400', '-1e400', 'NaN', '-Infinity'])
          : pick(random, ['-1', '-1e400', '1e400', '18446744073709551616', '-0', '0.1']);
        const marker = '"\u0000number\u0000"';
        const body = envelope(setAt(clone(realResponse), path, '\u0000number\u0000')).replace(
          marker,
          literal,
        );
        add(`${describePath(path)} ${literal}`, () => body);
        break;
      }
      case 'deep-nesting': {
        const depth = pick(random, [64, 512, 5_000, 50_000]);
        const open = pick(random, ['[', '{"a":'] as const);
        const close = open === '[' ? ']' : '}';
        const nested = () => open.repeat(depth) + '1' + close.repeat(depth);
        const path = pick(random, responsePaths);
        const marker = '"\u0000nested\u0000"';
        const body = () =>
          envelope(setAt(clone(realResponse), path, '\u0000nested\u0000')).replace(
            marker,
            nested(),
          );
        add(`${describePath(path)} nested ${depth} deep in ${open}`, body);
        break;
      }
    }
  }
  return [...made.values()];
}

/** `perKind` cases of every kind for one call's real answer, in kind order. */
export function malformedAnswers(real: Envelope, seed: number, perKind: number): MalformedAnswer[] {
  return MALFORMED_KINDS.flatMap((kind, index) =>
    malformedOfKind(kind, real, seededRandom(seed * 31 + index), perKind),
  );
}

/** A fetch answer for a case. */
export function malformedResponse(answer: MalformedAnswer): Response {
  const nullBody = [101, 204, 205, 304].includes(answer.status);
  const headers = answer.contentType === '' ? undefined : { 'content-type': answer.contentType };
  return new Response(nullBody ? null : answer.body(), { status: answer.status, headers });
}
