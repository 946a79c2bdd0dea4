import { useState } from 'react';

/** Sizes in the markup so the space is held before the image arrives (nothing jumps). */
const WIDTH = 800;
const HEIGHT = 600;

/**
 * The item's picture at the top of the popup; nothing when there is none or it fails to load. It
 * is the popup's largest paint (an item link's LCP element), so it is fetched at high priority
 * rather than the low priority Chromium gives an image until layout finds it in view.
 */
export function ItemMedia({ imageUrl }: { imageUrl: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!imageUrl || failed === imageUrl) return null;
  return (
    <img
      className="item-sheet__media"
      src={imageUrl}
      alt=""
      width={WIDTH}
      height={HEIGHT}
      decoding="async"
      fetchPriority="high"
      onError={() => setFailed(imageUrl)}
    />
  );
}
