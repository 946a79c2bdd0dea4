/**
 * Drops inline event-handler attributes (onerror=, onclick=, …) from the tags of an HTML string
 * before the sanitiser parses it. Not a security boundary: DOMPurify still removes whatever this
 * misses, and the page's CSP would block it. It is there because Chromium reports a CSP violation
 * for every handler it parses, even in the sanitiser's inert document, and a report should mean a
 * fault of the app, not hostile markup that was never going to run.
 */
const TAG = /<[a-zA-Z][^>]*>/g;
// An attribute starts after white space or '/', as HTML's tokenizer allows (<img/onerror=…>).
const HANDLER = /([\s/])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

export function withoutEventHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(HANDLER, '$1'));
}
