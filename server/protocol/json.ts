/**
 * JSON for answers, with pre-serialized parts: a large value that does not change between calls
 * (a menu's category tree) is encoded once when it is built and copied into every answer that
 * carries it, instead of being walked, stringified and UTF-8 encoded again on each call.
 */
import { randomBytes } from 'node:crypto';

const encoded = new WeakMap<object, Buffer>();
const token = `@@docket-json-${randomBytes(6).toString('hex')}@@`;
const placeholder = `"${token}"`;

/** Remembers `value`'s JSON; the value must not be changed afterwards. Returns the value itself. */
export function preserialized<T extends object>(value: T): T {
  encoded.set(value, Buffer.from(JSON.stringify(value)));
  return value;
}

/** JSON.stringify as UTF-8, copying in the remembered JSON of pre-serialized parts. */
export function serialize(value: unknown): Buffer {
  const parts: Buffer[] = [];
  const text = JSON.stringify(value, (_key, entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return entry;
    const json = encoded.get(entry);
    if (json === undefined) return entry;
    parts.push(json);
    return token;
  });
  if (parts.length === 0) return Buffer.from(text);
  const pieces = text.split(placeholder);
  return Buffer.concat(
    pieces.flatMap((piece, index) => [Buffer.from(piece), ...(parts[index] ? [parts[index]] : [])]),
  );
}
