/**
 * The small Markdown subset the about, terms and privacy pages are written in
 * (brands/<id>/pages/*.md, defaults in src/features/info/pages/): '#'–'###' headings, paragraphs,
 * '-' or '1.' lists, **bold** and [links](/path). Parsed into plain data that the info pages render
 * as React elements, so page text can never inject markup or script.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; inline: Inline[] }
  | { kind: 'paragraph'; inline: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

/** In-app paths, https and mailto links; anything else (javascript:, data:) stays plain text. */
export function safeHref(href: string): string | null {
  const target = href.trim();
  if (/^\/(?![/\\])/.test(target)) return target;
  if (/^(https:\/\/|mailto:)[^\s]+$/i.test(target)) return target;
  return null;
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const found of text.matchAll(INLINE)) {
    const index = found.index;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    const [whole, bold, label, href] = found;
    if (bold !== undefined) {
      parts.push({ kind: 'strong', text: bold });
    } else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      parts.push(
        safe === null ? { kind: 'text', text: label } : { kind: 'link', text: label, href: safe },
      );
    } else {
      parts.push({ kind: 'text', text: whole });
    }
    last = index + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;

/** Markdown text → blocks. Unknown syntax reads as text. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push({ kind: 'paragraph', inline: parseInline(paragraph.join(' ')) });
      paragraph = [];
    }
    if (list !== null) {
      blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
      list = null;
    }
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]?.length === 1 ? 1 : heading[1]?.length === 2 ? 2 : 3;
      blocks.push({ kind: 'heading', level, inline: parseInline(heading[2] ?? '') });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet?.[1] ?? numbered?.[1];
    if (item !== undefined) {
      const ordered = numbered !== null;
      if (paragraph.length > 0 || (list !== null && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item);
      continue;
    }
    if (list !== null && /^\s{2,}/.test(raw)) {
      // An indented line continues the last list item.
      const items = list.items;
      items[items.length - 1] = `${items[items.length - 1] ?? ''} ${line}`;
      continue;
    }
    if (list !== null) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Fills '{{name}}'-style placeholders; unknown ones are left as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? (values[key] ?? whole) : whole,
  );
}
