/** A problem with a restaurant file: where (a JSON path such as `$.stores[2].hours.mon`) and what. */
import type { z } from 'zod';

export type Problem = { path: string; message: string };

/** `$`, then `.name` for a property and `[i]` for an array index. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (path, segment) =>
      typeof segment === 'number'
        ? `${path}[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(segment))
          ? `${path}.${String(segment)}`
          : `${path}[${JSON.stringify(String(segment))}]`,
    '$',
  );
}

/** Zod's issues in plain words, one problem each. */
export function schemaProblems(error: z.ZodError): Problem[] {
  return error.issues.map((issue) => ({ path: jsonPath(issue.path), message: plain(issue) }));
}

function plain(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'unrecognized_keys' && 'input' in issue && issue.input === undefined)
    return issue.code === 'invalid_type'
      ? `missing (expected ${article(issue.expected)})`
      : 'missing';
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${article(issue.expected)}, not ${describe(issue.input)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'int'
        ? `must be at most ${String(issue.maximum)}`
        : `must have at most ${String(issue.maximum)} ${issue.origin === 'string' ? 'characters' : 'entries'}`;
    case 'too_small':
      return issue.message.startsWith('Too small')
        ? issue.origin === 'number' || issue.origin === 'int'
          ? `must be at least ${String(issue.minimum)}`
          : `must have at least ${String(issue.minimum)} ${issue.origin === 'string' ? 'characters' : 'entries'}`
        : issue.message;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    default:
      return issue.message;
  }
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return typeof value === 'object' ? 'an object' : String(value);
}
