import type { ReactNode } from 'react';
import { blockAlignment, blockGroupStyle, isWideBlock } from '@/domain/homeBlocks';
import type { BlockProps } from './types';

/**
 * The frame of one block: its optional section heading, card or flat look, group style, alignment,
 * and its width in the grid layout. `data-block-type` names the block for tests and styles.
 */
export function BlockCard({ block, home, children }: BlockProps & { children: ReactNode }) {
  const classes = [
    'home-block',
    `home-block--${block.block.replaceAll('_', '-')}`,
    `home-block--align-${blockAlignment(block)}`,
    `home-block--style-${blockGroupStyle(block, home.formStyle)}`,
    block.use_card === 1 ? 'home-block--card' : 'home-block--flat',
    isWideBlock(block.block) ? 'home-block--wide' : '',
  ];
  return (
    <section className={classes.filter(Boolean).join(' ')} data-block-type={block.block}>
      {block.heading !== '' && <h2 className="home-block__heading">{block.heading}</h2>}
      <div className="home-block__body">{children}</div>
    </section>
  );
}
