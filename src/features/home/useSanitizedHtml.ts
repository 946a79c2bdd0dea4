import { useEffect, useState } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * `html` sanitised (see sanitizeHtml.ts); undefined until DOMPurify has run. Nothing unsanitised
 * is ever returned, not even for a moment.
 */
export function useSanitizedHtml(html: string, baseUrl?: string): string | undefined {
  const [done, setDone] = useState<{ source: string; base?: string; clean: string } | null>(null);

  useEffect(() => {
    let current = true;
    void sanitizeHtml(html, baseUrl).then((clean) => {
      if (current) setDone({ source: html, base: baseUrl, clean });
    });
    return () => {
      current = false;
    };
  }, [html, baseUrl]);

  return done !== null && done.source === html && done.base === baseUrl ? done.clean : undefined;
}
