/**
 * The text of the about, terms and privacy pages: the brand's own brands/<id>/pages/<page>.md when
 * it has one, else the default in ./pages/ (the build picks them: scripts/brandPages.ts). Each
 * file is its own lazy chunk, precached like every chunk, so the pages open offline.
 *
 * Placeholders a file may use: {{name}} (the brand's name), {{contactEmail}} and {{contact}}
 * (the contact address as a mailto link, or 'us' when the brand has none).
 */
import pages from 'virtual:brand-pages';
import { BRAND } from '@/app/brand';
import { fillPlaceholders, parseMarkdown, type Block } from '@/domain/pageMarkdown';

export type PageName = 'about' | 'terms' | 'privacy';

export function pagePlaceholders(): Record<string, string> {
  const email = BRAND.pages?.contactEmail ?? '';
  return {
    name: BRAND.name,
    contactEmail: email,
    contact: email === '' ? 'us' : `[${email}](mailto:${email})`,
  };
}

/** The page's text as blocks; empty when neither the brand nor the defaults have it. */
export async function loadPage(name: PageName): Promise<Block[]> {
  const load = pages[name];
  const text = load === undefined ? '' : await load();
  return parseMarkdown(fillPlaceholders(text, pagePlaceholders()));
}
