import { describe, expect, it } from 'vitest';
import { fillPlaceholders, parseInline, parseMarkdown, safeHref, type Block } from './pageMarkdown';

describe('parseMarkdown (brand page text)', () => {
  it.each<[string, string, Block[]]>([
    [
      'headings by level',
      '# One\n## Two\n### Three',
      [
        { kind: 'heading', level: 1, inline: [{ kind: 'text', text: 'One' }] },
        { kind: 'heading', level: 2, inline: [{ kind: 'text', text: 'Two' }] },
        { kind: 'heading', level: 3, inline: [{ kind: 'text', text: 'Three' }] },
      ],
    ],
    [
      'lines of a paragraph join; a blank line starts the next',
      'Prices are\nin AUD.\n\nSecond.',
      [
        { kind: 'paragraph', inline: [{ kind: 'text', text: 'Prices are in AUD.' }] },
        { kind: 'paragraph', inline: [{ kind: 'text', text: 'Second.' }] },
      ],
    ],
    [
      'bullet and numbered lists',
      '- a\n* b\n\n1. c\n2) d',
      [
        {
          kind: 'list',
          ordered: false,
          items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]],
        },
        {
          kind: 'list',
          ordered: true,
          items: [[{ kind: 'text', text: 'c' }], [{ kind: 'text', text: 'd' }]],
        },
      ],
    ],
    [
      'an indented line continues a list item',
      '- first line\n  goes on',
      [{ kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'first line goes on' }]] }],
    ],
    [
      'HTML stays text',
      '<img src=x onerror=alert(1)>',
      [{ kind: 'paragraph', inline: [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }] }],
    ],
  ])('%s', (_name, source, expected) => {
    expect(parseMarkdown(source)).toEqual(expected);
  });
});

describe('parseInline', () => {
  it('reads bold and links between text', () => {
    expect(parseInline('See **our** [terms](/terms) now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'strong', text: 'our' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'terms', href: '/terms' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('keeps the label of an unsafe link as text', () => {
    expect(parseInline('[click](javascript:alert)')).toEqual([{ kind: 'text', text: 'click' }]);
  });
});

describe('safeHref', () => {
  it.each<[string, string | null]>([
    ['/privacy', '/privacy'],
    ['https://example.com/x', 'https://example.com/x'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['http://insecure.example', null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

describe('fillPlaceholders', () => {
  it('fills known names and leaves unknown ones', () => {
    expect(
      fillPlaceholders('{{name}} · {{ contact }} · {{other}}', { name: 'Fig', contact: 'us' }),
    ).toBe('Fig · us · {{other}}');
  });
});
