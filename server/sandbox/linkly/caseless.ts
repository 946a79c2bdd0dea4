/**
 * Linkly's samples send `Request` or `request`, `TxnType` or `txnType` (../shared/linkly-cloud.md
 * §2.5): the simulator reads every request key without regard to case, as Linkly does.
 */
export type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value under `name` in any casing, or undefined. */
export function field(object: unknown, name: string): unknown {
  if (!isObject(object)) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(object)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** A string field ('' when absent; numbers are read as their digits). */
export function text(object: unknown, name: string): string {
  const value = field(object, name);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The `Request` envelope of a POS API body. */
export function requestOf(body: unknown): Json {
  const inner = field(body, 'Request');
  return isObject(inner) ? inner : {};
}
