import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSanitizedHtml } from './useSanitizedHtml';

/** Same-origin paths the server answers itself rather than the app's routes. */
const SERVER_PATHS = /^\/(api|media|embeds|brand)(\/|$)/;

type SafeHtmlProps = {
  /** HTML from the server or an embed: sanitised here before it is shown. */
  html: string;
  /** Where the HTML came from, for its relative links and images. */
  baseUrl?: string;
  className?: string;
  /**
   * What of the sanitised HTML is shown (e.g. without a heading that repeats the title above):
   * applied after sanitising, so a server-rendered page's copy still matches its seed.
   */
  shown?: (clean: string) => string;
};

/**
 * Server or embedded HTML, shown only once DOMPurify has cleaned it. Links inside it that stay in
 * the app navigate in place instead of reloading the page.
 */
export function SafeHtml({ html, baseUrl, className, shown }: SafeHtmlProps) {
  const clean = useSanitizedHtml(html, baseUrl);
  const navigate = useNavigate();

  if (html.trim() === '' || clean === undefined) return null;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href') ?? '';
    // Sanitising made same-origin links root-relative; anything else, and the server's own pages,
    // load the way a link does.
    if (!href.startsWith('/') || link?.hasAttribute('target') || SERVER_PATHS.test(href)) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // Only routes clicks on the links inside, which stay links (keyboard users press Enter on them).
    <div
      className={className ? `safe-html ${className}` : 'safe-html'}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: shown ? shown(clean) : clean }}
    />
  );
}
