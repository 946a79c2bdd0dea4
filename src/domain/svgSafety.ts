/**
 * Whether an SVG may be served from our origin as it is: a menu photo (server/restaurant/
 * imageFolder.ts) or a brand's logo (npm run brand:new). Drawn with <img> an SVG runs nothing, but
 * /media/<name> opened on its own is a document of our origin: the strict CSP on media answers
 * already stops scripts, and this refuses them before they are stored at all. It refuses rather
 * than cleans, so what is served is what the restaurant sent, and it reads the text broadly: a
 * false alarm costs an SVG exported again, a miss costs more.
 */

/** What a stored SVG must not carry, each with the plain words the importer reports. */
const REFUSED: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /<\s*([\w-]+:)?script\b/i, reason: 'a script' },
  { pattern: /[\s/]on[a-z]+\s*=/i, reason: 'an event handler (an on… attribute)' },
  { pattern: /javascript\s*:/i, reason: 'a javascript: link' },
  {
    pattern: /<\s*([\w-]+:)?(foreignObject|iframe|embed|object|handler|listener)\b/i,
    reason: 'embedded web content',
  },
  {
    pattern: /attributeName\s*=\s*["']\s*(xlink:)?(href|on)/i,
    reason: 'an animation that changes a link or an event handler',
  },
  { pattern: /<!DOCTYPE[^>]*\[|<!ENTITY/i, reason: 'entity declarations' },
  { pattern: /@import/i, reason: 'a style sheet import' },
  {
    pattern: /url\(\s*["']?\s*(?!#|data:image\/)/i,
    reason: 'a reference to another file (url(…))',
  },
];

/** href and xlink:href values other than a fragment (#id) or an inline raster image. */
const LINK = /\b(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gis;
const LOCAL_LINK = /^\s*(#|data:image\/(png|jpeg|webp|gif);)/i;

/** Character references decoded, so `&#106;avascript:` reads as what a browser would see. */
function decodeReferences(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code);
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
  });
}

/** Whether a file's text is SVG markup (raster formats never start with '<'). */
export function isSvgText(text: string): boolean {
  return /^\uFEFF?\s*</.test(text) && /<svg[\s>]/i.test(text);
}

/** Why this SVG cannot be stored, in plain words; null when it may. */
export function svgProblem(text: string): string | null {
  if (!/<svg[\s>]/i.test(text)) return 'is not an SVG image';
  const decoded = decodeReferences(text);
  for (const { pattern, reason } of REFUSED) {
    if (pattern.test(decoded)) return `carries ${reason}; export it again without it`;
  }
  for (const [, , target] of decoded.matchAll(LINK)) {
    if (!LOCAL_LINK.test(target ?? ''))
      return 'links to another file or site; embed the picture in the SVG instead';
  }
  return null;
}
