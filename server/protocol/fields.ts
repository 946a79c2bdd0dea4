/**
 * Reading the form-encoded body. Nested payloads (e.g. menu_item_data) arrive either as a JSON
 * string in one field or in bracket form (menu_item_data[options][group_3]=12); `nestedField`
 * accepts both.
 */
import type { RequestFields } from './context';
import { walkJson } from './requestGuard';

/** URLSearchParams → fields; the first value wins when a name repeats. */
export function parseFormBody(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

/** A JSON body's top-level values as strings, so both encodings reach the actions alike. */
export function fieldsFromJson(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  // Nesting past the limit is unreadable here: JSON.stringify would recurse until the stack ends.
  if (!walkJson(body, () => undefined)) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    fields[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return fields;
}

type Nested = { [key: string]: unknown };

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * The object under `name`, from a JSON string field or from `name[a][b]` fields; null when absent
 * or malformed. Values are unchecked: parse them with the action's schema.
 */
export function nestedField(fields: RequestFields, name: string): Nested | null {
  const raw = fields[name];
  if (raw !== undefined) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return isObject(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  const root: Nested = {};
  let found = false;
  for (const [key, value] of Object.entries(fields)) {
    if (!key.startsWith(`${name}[`)) continue;
    const path = [...key.slice(name.length).matchAll(/\[([^\]]*)\]/g)].map(
      (match) => match[1] ?? '',
    );
    if (path.length === 0 || path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    let node = root;
    for (const [index, segment] of path.entries()) {
      if (index === path.length - 1) {
        node[segment] = value;
      } else {
        const next = node[segment];
        if (isObject(next)) node = next;
        else node = node[segment] = {};
      }
    }
    found = true;
  }
  return found ? root : null;
}

function isObject(value: unknown): value is Nested {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
