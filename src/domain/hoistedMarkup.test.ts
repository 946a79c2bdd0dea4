import { describe, expect, it } from 'vitest';
import { splitHoisted } from './hoistedMarkup';

// The client hydrates the server's markup with no hydration mismatch warnings: the hoisted elements
// move to the head, the tree stays in #root.
describe('splitHoisted', () => {
  it.each([
    {
      name: 'a title and an image preload before the tree',
      markup:
        '<link rel="preload" as="image" href="/brand/logo.svg"/><title>Fig &amp; Olive</title><a class="skip-link">Skip</a>',
      hoisted:
        '<link rel="preload" as="image" href="/brand/logo.svg"/><title>Fig &amp; Olive</title>',
      body: '<a class="skip-link">Skip</a>',
    },
    {
      name: 'nothing hoisted',
      markup: '<header>x</header>',
      hoisted: '',
      body: '<header>x</header>',
    },
    {
      name: 'a title inside the tree stays there',
      markup: '<main><title>x</title></main>',
      hoisted: '',
      body: '<main><title>x</title></main>',
    },
    {
      name: 'a meta',
      markup: '<meta name="x" content="y"/><p>a</p>',
      hoisted: '<meta name="x" content="y"/>',
      body: '<p>a</p>',
    },
  ])('$name', ({ markup, hoisted, body }) => {
    expect(splitHoisted(markup)).toEqual({ hoisted, body });
  });
});
