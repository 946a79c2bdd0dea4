import { frameSandbox } from '@/domain/homeBlocks';

type BlockFrameProps = { src: string; title: string; height: number };

/**
 * An iframe block's page in a sandboxed, titled frame (see frameSandbox for what it may do).
 * Loaded eagerly: a lazy frame that has not loaded yet has no document for assistive technology
 * (or an accessibility checker) to read, and these pages are small.
 */
export function BlockFrame({ src, title, height }: BlockFrameProps) {
  return (
    <iframe
      className="home-frame"
      src={src}
      title={title || 'Embedded page'}
      sandbox={frameSandbox(src)}
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ height }}
    />
  );
}
