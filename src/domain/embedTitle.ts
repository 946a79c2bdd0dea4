/**
 * An embedded page usually opens with its own title, which the block (or the embedded view)
 * already shows above it: 'Our story' then 'Our story' again. The page's leading heading is left
 * out when it only repeats that title. The app applies it to the page's sanitised HTML.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) {
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      }
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const same = (a: string, b: string) =>
  a.toLocaleLowerCase('en-AU') === b.toLocaleLowerCase('en-AU');

/** Where the page's visible content starts: after <body>, or 0 for a fragment. */
function contentStart(html: string): number {
  const body = /<body\b[^>]*>/i.exec(html);
  return body === null ? 0 : body.index + body[0].length;
}

/** The leading heading of the page's content: where it is, and its text. */
function leadingHeading(html: string): { start: number; end: number; text: string } | null {
  const from = contentStart(html);
  const rest = html.slice(from);
  const heading = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/i.exec(rest);
  if (heading === null) return null;
  // Only a heading with no visible text before it leads the page.
  const before = rest
    .slice(0, heading.index)
    .replace(/<(script|style|title)\b[\s\S]*?<\/\1\s*>/gi, '');
  if (textOf(before) !== '') return null;
  return {
    start: from + heading.index,
    end: from + heading.index + heading[0].length,
    text: textOf(heading[2] ?? ''),
  };
}

/** Whether the page opens with a heading that says `title` again. */
export function repeatsTitle(html: string, title: string): boolean {
  const heading = leadingHeading(html);
  return heading !== null && title.trim() !== '' && same(heading.text, textOf(title));
}

/** The page without its leading heading when that only repeats `title`. */
export function withoutRepeatedTitle(html: string, title: string): string {
  if (!repeatsTitle(html, title)) return html;
  const heading = leadingHeading(html);
  return heading === null ? html : html.slice(0, heading.start) + html.slice(heading.end);
}
