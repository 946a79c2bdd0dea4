import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BlockIcon } from './BlockIcon';
import { SafeHtml } from './SafeHtml';
import type { ShownBlock } from './types';

function Row({ block, trailing }: { block: ShownBlock; trailing: ReactNode }) {
  return (
    <>
      <BlockIcon name={block.icon} />
      <span className="home-link__title">{block.title}</span>
      {trailing}
    </>
  );
}

const chevron = (
  <svg className="home-link__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path
      d="m9 6 6 6-6 6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

/** A block that is one link inside the app: icon, title, chevron, and its content below. */
export function InternalLinkRow({ block, path }: { block: ShownBlock; path: string | null }) {
  return (
    <>
      {path === null ? (
        <p className="home-link home-link--disabled">
          <Row block={block} trailing={null} />
        </p>
      ) : (
        <Link className="home-link" to={path}>
          <Row block={block} trailing={chevron} />
        </Link>
      )}
      <SafeHtml className="home-link__content" html={block.content} />
    </>
  );
}

/** A block that is one link out of the app, opened in a new tab without an opener. */
export function ExternalLinkRow({ block, href }: { block: ShownBlock; href: string | null }) {
  return (
    <>
      {href === null ? (
        <p className="home-link home-link--disabled">
          <Row block={block} trailing={null} />
        </p>
      ) : (
        <a className="home-link" href={href} target="_blank" rel="noopener noreferrer">
          <Row
            block={block}
            trailing={<span className="visually-hidden"> (opens in a new tab)</span>}
          />
          <BlockIcon name="external" />
        </a>
      )}
      <SafeHtml className="home-link__content" html={block.content} />
    </>
  );
}
