import { blockPath } from '@/domain/homeBlocks';
import { BlockCard } from '../BlockCard';
import { InternalLinkRow } from '../LinkRow';
import type { BlockProps } from '../types';

/** internal_link: a link to /{target} in the app (spec 3 §2). */
export function InternalLinkBlock({ block, home }: BlockProps) {
  return (
    <BlockCard block={block} home={home}>
      <InternalLinkRow block={block} path={blockPath(block)} />
    </BlockCard>
  );
}
