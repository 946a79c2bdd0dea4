import { externalHref } from '@/domain/homeBlocks';
import { BlockCard } from '../BlockCard';
import { ExternalLinkRow } from '../LinkRow';
import type { BlockProps } from '../types';

/** google_review: links out to the restaurant's Google review form, in a new tab. */
export function GoogleReviewBlock({ block, home }: BlockProps) {
  return (
    <BlockCard block={block} home={home}>
      <ExternalLinkRow
        block={{
          ...block,
          title: block.title || 'Review us on Google',
          icon: block.icon || 'star',
        }}
        href={externalHref(block.link_url)}
      />
    </BlockCard>
  );
}
