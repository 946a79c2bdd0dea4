import { Link } from 'react-router-dom';
import { blockPath } from '@/domain/homeBlocks';
import { BlockCard } from '../BlockCard';
import { BlockIcon } from '../BlockIcon';
import { SafeHtml } from '../SafeHtml';
import type { BlockProps } from '../types';

/** place_order: the big button to /{target} (spec 3 §2). */
export function PlaceOrderBlock({ block, home }: BlockProps) {
  const path = blockPath(block);
  return (
    <BlockCard block={block} home={home}>
      <SafeHtml html={block.content} />
      {path !== null && (
        <Link className="button button--primary home-place-order" to={path}>
          <BlockIcon name={block.icon} />
          {block.title || 'Place an Order'}
        </Link>
      )}
    </BlockCard>
  );
}
