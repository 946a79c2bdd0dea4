import { pageOrigin } from '@/app/ssr/seed';
import { embedSource } from '@/domain/homeBlocks';
import { BlockCard } from '../BlockCard';
import { BlockTitle } from '../BlockTitle';
import { EmbeddedHtml } from '../EmbeddedHtml';
import { OpenEmbedLink } from '../OpenEmbedLink';
import type { BlockProps } from '../types';

/**
 * embed_link: 'fetches remote HTML and shows it inline', sanitised; with nocontent only the link
 * to its embedded view shows.
 */
export function EmbedLinkBlock({ block, home }: BlockProps) {
  const source = embedSource(block.link_url, pageOrigin());
  return (
    <BlockCard block={block} home={home}>
      <BlockTitle block={block} />
      {block.nocontent === 0 && source !== null && (
        <EmbeddedHtml url={source} title={block.title} />
      )}
      <OpenEmbedLink block={block} />
    </BlockCard>
  );
}
