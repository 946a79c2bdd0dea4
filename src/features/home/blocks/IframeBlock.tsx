import { pageOrigin } from '@/app/ssr/seed';
import { embedSource } from '@/domain/homeBlocks';
import { BlockCard } from '../BlockCard';
import { BlockTitle } from '../BlockTitle';
import { BlockFrame } from '../BlockFrame';
import { OpenEmbedLink } from '../OpenEmbedLink';
import type { BlockProps } from '../types';
import { useFramePage } from '../useFramePage';

/** How tall the frame is on the home itself; its embedded view follows the frame-height rule. */
const INLINE_FRAME_HEIGHT = 360;

/**
 * iframe: 'shows the page in a frame', sandboxed and titled. A page that is not there or cannot
 * be reached (offline) is left out rather than shown as an empty box.
 */
export function IframeBlock({ block, home }: BlockProps) {
  const source = embedSource(block.link_url, pageOrigin());
  const page = useFramePage(block.nocontent === 0 ? source : null);
  if (page === 'unavailable') return null;
  return (
    <BlockCard block={block} home={home}>
      <BlockTitle block={block} />
      {block.nocontent === 0 && source !== null && (
        <BlockFrame src={source} title={block.title} height={INLINE_FRAME_HEIGHT} />
      )}
      <OpenEmbedLink block={block} />
    </BlockCard>
  );
}
