import type { ShownBlock } from './types';

/** A block's title: under a section heading it is an h3, else an h2; none when it has no title. */
export function BlockTitle({ block }: { block: ShownBlock }) {
  if (block.title === '') return null;
  return block.heading !== '' ? (
    <h3 className="home-block__title">{block.title}</h3>
  ) : (
    <h2 className="home-block__title">{block.title}</h2>
  );
}
