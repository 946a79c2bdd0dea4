/**
 * A restaurant file as text, the one way export writes it: 2-space JSON with a final newline,
 * where a list of plain values that fits on a line is kept on one (`"mon": ["07:00", "21:00"]`),
 * so a file reads like one written by hand. Keys keep the order they were built in.
 */
const LINE = 80;

export function restaurantJson(value: unknown): string {
  return `${write(value, '')}\n`;
}

function write(value: unknown, indent: string): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inner = `${indent}  `;
    if (value.every((entry) => entry === null || typeof entry !== 'object')) {
      const line = `[${value.map((entry) => JSON.stringify(entry)).join(', ')}]`;
      if (indent.length + line.length <= LINE) return line;
    }
    return `[\n${value.map((entry) => `${inner}${write(entry, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined);
    if (entries.length === 0) return '{}';
    const inner = `${indent}  `;
    const lines = entries.map(
      ([name, field]) => `${inner}${JSON.stringify(name)}: ${write(field, inner)}`,
    );
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
