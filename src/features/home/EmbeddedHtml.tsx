import { Skeleton } from '@/ui/Skeleton';
import { SafeHtml } from './SafeHtml';
import { useEmbedHtml } from './useEmbedHtml';

/** An embed_link's page, inline: fetched by the worker, sanitised, then shown. */
export function EmbeddedHtml({ url }: { url: string }) {
  const embed = useEmbedHtml(url);
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
  return <SafeHtml className="home-embed" html={embed.html} baseUrl={embed.baseUrl} />;
}
