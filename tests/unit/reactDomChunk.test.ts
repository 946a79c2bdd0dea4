import { describe, expect, it } from 'vitest';
import { withReactDomPreload } from '../../scripts/reactDomChunk';

describe('withReactDomPreload', () => {
  const html = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-x.js">',
    '</head>',
  ].join('\n');

  it('asks for the chunk right after the entry, as Vite writes its own preloads', () => {
    expect(withReactDomPreload(html, 'assets/react-dom-client-1.js')).toBe(
      [
        '<head>',
        '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/react-dom-client-1.js">',
        '    <link rel="modulepreload" crossorigin href="/assets/react-x.js">',
        '</head>',
      ].join('\n'),
    );
  });

  it('fails the build on a page with no entry script', () => {
    expect(() => withReactDomPreload('<head></head>', 'assets/react-dom-client-1.js')).toThrow(
      /no entry script/,
    );
  });
});
