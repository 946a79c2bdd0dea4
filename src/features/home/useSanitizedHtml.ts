import { useEffect, useState } from 'react';
import { seededSanitized } from '@/app/ssr/seed';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * `html` sanitised (see sanitizeHtml.ts); undefined until DOMPurify has run. Nothing unsanitised
 * is ever returned, not even for a moment. A server-rendered home starts from the server's own
 * DOMPurify run of the same HTML (issue 18), so its first render already shows it: no shift.
 */
export function useSanitizedHtml(html: string, baseUrl?: string): string | undefined {
  const [done, setDone] = useState<{ source: string; base?: string; clean: string } | null>(() => {
    const clean = baseUrl === undefined ? seededSanitized(html) : undefined;
    return clean === undefined ? null : { source: html, clean };
  });

  useEffect(() => {
    if (done !== null && done.source === html && done.base === baseUrl) return;
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

  return done !== null && done.source === html && done.base === baseUrl ? done.clean : undefined;
}
