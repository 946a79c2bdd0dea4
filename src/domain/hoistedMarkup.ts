/**
 * What React's server render hoists out of the tree (a screen's <title>, image preloads, meta)
 * comes first in its markup. On the page these belong in the head, where hydration looks for them;
 * left in #root they would be nodes the page's render does not make.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<link [^>]*\/>|<meta [^>]*\/>)+/;

export function splitHoisted(markup: string): { hoisted: string; body: string } {
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  return { hoisted, body: markup.slice(hoisted.length) };
}
