import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { Block, Inline } from '@/domain/pageMarkdown';

function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
    if (part.kind === 'link') {
      return part.href.startsWith('/') ? (
        <Link key={index} to={part.href}>
          {part.text}
        </Link>
      ) : (
        <a key={index} href={part.href} rel="noopener noreferrer">
          {part.text}
        </a>
      );
    }
    return <Fragment key={index}>{part.text}</Fragment>;
  });
}

/**
 * Renders parsed page text. `headingOffset` shifts levels so a page whose own <h1> is set by the
 * screen can hold '#' sections as <h2>.
 */
export function MarkdownView({
  blocks,
  headingOffset = 0,
}: {
  blocks: Block[];
  headingOffset?: number;
}) {
  return blocks.map((block, index) => {
    if (block.kind === 'heading') {
      const level = Math.min(block.level + headingOffset, 4);
      const Tag = level === 1 ? 'h1' : level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
      return (
        <Tag key={index}>
          <InlineText parts={block.inline} />
        </Tag>
      );
    }
    if (block.kind === 'list') {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag key={index}>
          {block.items.map((item, itemIndex) => (
            <li key={itemIndex}>
              <InlineText parts={item} />
            </li>
          ))}
        </Tag>
      );
    }
    return (
      <p key={index}>
        <InlineText parts={block.inline} />
      </p>
    );
  });
}
