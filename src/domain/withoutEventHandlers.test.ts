import { describe, expect, it } from 'vitest';
import { withoutEventHandlers } from './withoutEventHandlers';

describe('withoutEventHandlers', () => {
  it.each([
    ['<img src=x onerror="window.__xss=1" alt="">', '<img src=x  alt="">'],
    ["<p onclick='go()'>Thanks</p>", '<p >Thanks</p>'],
    ['<svg onload=alert(1)>', '<svg >'],
    ['<img/onerror=alert(1)>', '<img/>'],
    ['<a href="/menu" ONMOUSEOVER = "x()">Menu</a>', '<a href="/menu" >Menu</a>'],
    // Text between tags is the customer's to read, handler-like or not.
    ['<p>Order online=now, one=two</p>', '<p>Order online=now, one=two</p>'],
    ['<p data-on="1" class="notice">Open</p>', '<p data-on="1" class="notice">Open</p>'],
    [
      '<button type="button" aria-label="one">1</button>',
      '<button type="button" aria-label="one">1</button>',
    ],
    ['no markup at all', 'no markup at all'],
  ])('%s', (html, expected) => {
    expect(withoutEventHandlers(html)).toBe(expected);
  });
});
