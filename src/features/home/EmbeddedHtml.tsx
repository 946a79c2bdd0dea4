import { useOnline } from '@/app/useOnline';
import { withoutRepeatedTitle } from '@/domain/embedTitle';
import { Skeleton } from '@/ui/Skeleton';
import { SafeHtml } from './SafeHtml';
import { useEmbedHtml } from './useEmbedHtml';

/**
 * An embed_link's page, inline: fetched by the worker, sanitised, then shown. `title` is what is
 * shown above it: a leading heading of the page that only repeats it is left out.
 */
export function EmbeddedHtml({ url, title }: { url: string; title: string }) {
  const online = useOnline();
  const embed = useEmbedHtml(url);
  // Offline a page not read on this visit cannot come: nothing, rather than an error or a
  // skeleton that never fills (the shell's offline banner says why).
  if (!online && embed.status !== 'ready') return null;
  if (embed.status === 'loading') {
    return (
      <div className="home-embed" aria-busy="true">
        <Skeleton className="skeleton--line" />
        <Skeleton className="skeleton--line" />
        <Skeleton className="skeleton--line skeleton--short" />
      </div>
    );
  }
  if (embed.status === 'failed') {
    return (
      <p className="home-embed home-embed--failed" role="status">
        {embed.message}
      </p>
    );
  }
  return (
    <SafeHtml
      className="home-embed"
      html={embed.html}
      baseUrl={embed.baseUrl}
      shown={(clean) => withoutRepeatedTitle(clean, title)}
    />
  );
}
