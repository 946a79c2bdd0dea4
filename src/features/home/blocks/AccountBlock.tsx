import { blockPath } from '@/domain/homeBlocks';
import { BlockCard } from '../BlockCard';
import { InternalLinkRow } from '../LinkRow';
import type { BlockProps } from '../types';

/** account: a link to /account/{target} (spec 3 §2). */
export function AccountBlock({ block, home }: BlockProps) {
  return (
    <BlockCard block={block} home={home}>
      <InternalLinkRow block={block} path={blockPath(block)} />
    </BlockCard>
  );
}
