import type { CSSProperties } from 'react';

/** A shimmering block that holds a piece of content's space while it loads. Decorative. */
export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <span
      className={className ? `skeleton ${className}` : 'skeleton'}
      style={style}
      aria-hidden="true"
    />
  );
}
