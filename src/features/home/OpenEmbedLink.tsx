import { Link } from 'react-router-dom';
import { embedViewPath } from '@/domain/homeBlocks';
import type { ShownBlock } from './types';

/** The link from an embed_link or iframe block to its full-page embedded view. */
export function OpenEmbedLink({ block }: { block: ShownBlock }) {
  const label = block.nocontent === 1 ? 'Open' : 'Open full page';
  return (
    <Link
      className="home-more"
      to={embedViewPath(block.id)}
      aria-label={`${label}: ${block.title || __BRAND__.name}`}
    >
      {label}
    </Link>
  );
}
