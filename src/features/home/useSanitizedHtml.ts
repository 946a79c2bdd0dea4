import { useEffect, useState } from 'react';
import { seededSanitized } from '@/app/ssr/seed';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * `html` sanitised (see sanitizeHtml.ts); undefined until DOMPurify has run. Nothing unsanitised is
 * ever returned, not even for a moment. A server-rendered home starts from the server's own
 * DOMPurify run of the same HTML and base (its embeds too), so its first render already shows it:
 * no shift, and no DOMPurify on the page.
 */
export function useSanitizedHtml(html: string, baseUrl?: string): string | undefined {
  // Blank HTML has nothing to clean: no DOMPurify for it (a block without content has '').
  const blank = html.trim() === '';
  const [done, setDone] = useState<{ source: string; base?: string; clean: string } | null>(() => {
    const clean = seededSanitized(html, baseUrl);
    return clean === undefined ? null : { source: html, base: baseUrl, clean };
  });

  useEffect(() => {
    if (blank || (done !== null && done.source === html && done.base === baseUrl)) return;
    let current = true;
    void sanitizeHtml(html, baseUrl).then((clean) => {
      if (current) setDone({ source: html, base: baseUrl, clean });
    });
    return () => {
      current = false;
    };
    // Only a new html or base sanitises again; `done` is what it sets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html, baseUrl]);

  if (blank) return '';
  return done !== null && done.source === html && done.base === baseUrl ? done.clean : undefined;
}
