import { pageOrigin } from '@/app/ssr/seed';
import { embedSource } from '@/domain/homeBlocks';
import { BlockCard } from '../BlockCard';
import { BlockTitle } from '../BlockTitle';
import { SafeHtml } from '../SafeHtml';
import type { BlockProps } from '../types';

/** welcome: the brand's greeting, with its picture; the first one is the page's title (h1). */
export function WelcomeBlock({ block, home, isPageTitle }: BlockProps & { isPageTitle: boolean }) {
  const image = embedSource(block.image_url, pageOrigin());
  const merchant = home.merchant;
  return (
    <BlockCard block={block} home={home}>
      {image !== null && (
        <img className="home-welcome__image" src={image} alt="" width={1200} height={400} />
      )}
      {isPageTitle ? (
        <h1 className="home-block__title home-welcome__title">{block.title || __BRAND__.name}</h1>
      ) : (
        <BlockTitle block={block} />
      )}
      {merchant !== null && (
        <p className="home-welcome__where">
          {merchant.address1}, {merchant.suburb}
        </p>
      )}
      <SafeHtml html={block.content} />
    </BlockCard>
  );
}
