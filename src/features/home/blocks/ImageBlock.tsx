import { pageOrigin } from '@/app/ssr/seed';
import { blockImageStyle, embedSource, externalHref } from '@/domain/homeBlocks';
import { BlockCard } from '../BlockCard';
import { BlockTitle } from '../BlockTitle';
import { SafeHtml } from '../SafeHtml';
import type { BlockProps } from '../types';

/** image: a picture with its title and caption; with a link_url the picture links out. */
export function ImageBlock({ block, home }: BlockProps) {
  const source = embedSource(block.image_url, pageOrigin());
  const href = externalHref(block.link_url);
  const picture =
    source === null ? null : (
      <img
        className={`home-image home-image--${blockImageStyle(block)}`}
        src={source}
        alt={block.title}
        loading="lazy"
        width={640}
        height={360}
      />
    );
  return (
    <BlockCard block={block} home={home}>
      {href !== null && picture !== null ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {picture}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        picture
      )}
      <BlockTitle block={block} />
      <SafeHtml html={block.content} />
    </BlockCard>
  );
}
