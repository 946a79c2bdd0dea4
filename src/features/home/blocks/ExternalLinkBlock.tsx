import { externalHref } from '@/domain/homeBlocks';
import { BlockCard } from '../BlockCard';
import { ExternalLinkRow } from '../LinkRow';
import type { BlockProps } from '../types';

/** external_link: a web page outside the app, in a new tab. */
export function ExternalLinkBlock({ block, home }: BlockProps) {
  return (
    <BlockCard block={block} home={home}>
      <ExternalLinkRow block={block} href={externalHref(block.link_url)} />
    </BlockCard>
  );
}
