import { pageOrigin } from '@/app/ssr/seed';
import { embedSource } from '@/domain/homeBlocks';
import { BlockCard } from '../BlockCard';
import { BlockTitle } from '../BlockTitle';
import { BlockFrame } from '../BlockFrame';
import { OpenEmbedLink } from '../OpenEmbedLink';
import type { BlockProps } from '../types';

/** How tall the frame is on the home itself; its embedded view follows the frame-height rule. */
const INLINE_FRAME_HEIGHT = 360;

/** iframe: 'shows the page in a frame', sandboxed and titled. */
export function IframeBlock({ block, home }: BlockProps) {
  const source = embedSource(block.link_url, pageOrigin());
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
