import { describe, expect, it } from 'vitest';
import type { HomeBlock } from '../api/appHome';
import {
  blockAlignment,
  blockGroupStyle,
  blockImageStyle,
  blockPath,
  embedErrorText,
  embedFrameHeight,
  embedHttpFailureText,
  embedSource,
  embedViewPath,
  externalHref,
  frameSandbox,
  homeRedirectPath,
  isWideBlock,
  placeOrderPath,
  shareTarget,
  shownBlocks,
} from './homeBlocks';

const ORIGIN = 'https://order.example.com';

function block(overrides: Partial<HomeBlock>): HomeBlock {
  return {
    id: 1,
    block: 'welcome',
    title: '',
    content: '',
    image_url: '',
    link_url: '',
    target: '',
    icon: '',
    visible: 1,
    use_card: 1,
    form_group_style: '',
    image_card_style: '',
    place_order_btn: 0,
    share_url: '',
    heading: '',
    alignment: '',
    show_push_register: 0,
    nocontent: 0,
    ...overrides,
  };
}

describe('blockPath (spec 3 §2 "place_order → /{target}; account → /account/{target}; internal_link → /{target}")', () => {
  it.each<[string, string, string, string | null]>([
    ['place_order leads to /{target}', 'place_order', 'menu/fig-and-olive', '/menu/fig-and-olive'],
    ['place_order to the locations list', 'place_order', 'locations', '/locations'],
    ['place_order keeps a query', 'place_order', 'menu/x?fulfil=pickup', '/menu/x?fulfil=pickup'],
    ['place_order with no target opens the menu route', 'place_order', '', '/menu'],
    ['account leads to /account/{target}', 'account', 'orders', '/account/orders'],
    ['account with no target is the profile', 'account', '', '/account'],
    ['internal_link leads to /{target}', 'internal_link', 'about', '/about'],
    ['internal_link with no target is the home', 'internal_link', '', '/'],
    ['a leading slash in the target is not doubled', 'internal_link', '/terms', '/terms'],
    ['surrounding spaces are ignored', 'account', ' rewards ', '/account/rewards'],
    ['another site is refused', 'internal_link', 'https://evil.example', null],
    ['a protocol-relative target is refused', 'place_order', '//evil.example', null],
    ['a parent segment is refused', 'internal_link', 'menu/../../etc', null],
    ['an encoded parent segment is refused', 'account', '%2e%2e/admin', null],
    ['a backslash is refused', 'internal_link', '\\evil.example', null],
    [
      'javascript: stays a path, never a script',
      'internal_link',
      'javascript:alert(1)',
      '/javascript:alert(1)',
    ],
    ['other block types lead nowhere', 'external_link', 'about', null],
  ])('%s', (_rule, type, target, expected) => {
    expect(blockPath({ block: type, target })).toBe(expected);
  });
});

describe('placeOrderPath ("Embedded views get … optionally \'Place an Order\'")', () => {
  it.each<[string, HomeBlock[], string]>([
    [
      'the first place_order block',
      [block({ block: 'welcome' }), block({ block: 'place_order', target: 'locations' })],
      '/locations',
    ],
    ['no place_order block: the fallback', [block({ block: 'share' })], '/menu/fallback'],
    [
      'a place_order block with an unsafe target is skipped',
      [
        block({ block: 'place_order', target: '//evil.example' }),
        block({ block: 'place_order', target: 'menu/ok' }),
      ],
      '/menu/ok',
    ],
  ])('%s', (_rule, blocks, expected) => {
    expect(placeOrderPath(blocks, '/menu/fallback')).toBe(expected);
  });
});

describe('embedFrameHeight ("window height minus 180 with a place-order button, minus 90 without")', () => {
  it.each<[string, number, boolean, number]>([
    ['with a place-order button', 800, true, 620],
    ['without one', 800, false, 710],
    ['a tall window', 1366, true, 1186],
    ['a fractional height rounds', 700.6, false, 611],
    ['ours: a very short window keeps 240 px', 300, true, 240],
    ['ours: the floor applies without the button too', 200, false, 240],
  ])('%s', (_rule, height, withButton, expected) => {
    expect(embedFrameHeight(height, withButton)).toBe(expected);
  });
});

describe('homeRedirectPath ("redirect_uri honoured only for same-origin paths")', () => {
  it.each<[string, string | undefined, string | null]>([
    ['none', undefined, null],
    ['empty', '  ', null],
    ['a path', '/menu/fig-and-olive', '/menu/fig-and-olive'],
    ['a path with query', '/menu/x?table=4', '/menu/x?table=4'],
    ['an absolute URL on this origin', `${ORIGIN}/account/orders`, '/account/orders'],
    ['another origin', 'https://evil.example/menu', null],
    ['a look-alike origin', 'https://order.example.com.evil.example/menu', null],
    ['protocol-relative', '//evil.example/menu', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['a relative path', 'menu/x', null],
    ['the home itself (would loop)', '/', null],
    ['the home with a query (would loop)', '/?x=1', null],
    ['this origin bare (would loop)', ORIGIN, null],
  ])('%s', (_rule, uri, expected) => {
    expect(homeRedirectPath(uri, ORIGIN)).toBe(expected);
  });
});

describe('externalHref and embedSource (links out, frames and embeds)', () => {
  it.each<[string, string, string | null, string | null]>([
    [
      'an https link',
      'https://www.instagram.com/',
      'https://www.instagram.com/',
      'https://www.instagram.com/',
    ],
    [
      'an http link',
      'http://example.com/a?b=1',
      'http://example.com/a?b=1',
      'http://example.com/a?b=1',
    ],
    [
      'a same-origin path embeds but is not an external link',
      '/embeds/demo/x.html',
      null,
      '/embeds/demo/x.html',
    ],
    [
      'a same-origin absolute URL embeds as its path',
      `${ORIGIN}/embeds/a.html`,
      `${ORIGIN}/embeds/a.html`,
      '/embeds/a.html',
    ],
    ['javascript: is neither', 'javascript:alert(1)', null, null],
    ['data: is neither', 'data:text/html,<script>1</script>', null, null],
    ['protocol-relative is neither', '//evil.example/x', null, null],
    ['credentials in the host are refused', 'https://user@evil.example/', null, null],
    ['empty is neither', '', null, null],
  ])('%s', (_rule, url, external, embed) => {
    expect(externalHref(url)).toBe(external);
    expect(embedSource(url, ORIGIN)).toBe(embed);
  });
});

describe('frameSandbox (an iframe block "shows the page in a frame", sandboxed)', () => {
  it.each<[string, string, string[]]>([
    [
      'a same-origin page runs in an opaque origin',
      '/embeds/demo/catering.html',
      ['allow-scripts', 'allow-popups', 'allow-popups-to-escape-sandbox'],
    ],
    [
      'another site keeps its own origin',
      'https://bookings.example/widget',
      [
        'allow-scripts',
        'allow-popups',
        'allow-popups-to-escape-sandbox',
        'allow-same-origin',
        'allow-forms',
      ],
    ],
  ])('%s', (_rule, source, expected) => {
    expect(frameSandbox(source).split(' ')).toEqual(expected);
    expect(frameSandbox(source)).not.toContain('allow-top-navigation');
  });
});

describe('embed fetch failure (spec 3 §8 "the HTTP status and text, or ERROR plus the exception text")', () => {
  it.each<[string, string, string]>([
    ['HTTP 404', embedHttpFailureText(404, 'Not Found'), '404 Not Found'],
    ['HTTP 500', embedHttpFailureText(500, 'Internal Server Error'), '500 Internal Server Error'],
    ['HTTP/2 gives no status text', embedHttpFailureText(502, ''), '502'],
    ['an exception', embedErrorText('Failed to fetch'), 'ERROR Failed to fetch'],
  ])('%s', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('shownBlocks (only visible blocks of known types)', () => {
  it('keeps visible blocks of the spec types in order and drops the rest', () => {
    const blocks = [
      block({ id: 1, block: 'welcome' }),
      block({ id: 2, block: 'iframe', visible: 0 }),
      block({ id: 3, block: 'marquee' }),
      block({ id: 4, block: 'app_download' }),
    ];
    expect(shownBlocks(blocks).map((shown) => shown.id)).toEqual([1, 4]);
  });
});

describe('presentation fields', () => {
  it.each<[string, string, string]>([
    ['center', 'center', 'center'],
    ['British spelling', 'centre', 'center'],
    ['right', 'RIGHT', 'right'],
    ['empty is left', '', 'left'],
    ['unknown is left', 'justify', 'left'],
  ])('alignment %s', (_case, alignment, expected) => {
    expect(blockAlignment({ alignment })).toBe(expected);
  });

  it.each<[string, string, string, string]>([
    ['the block wins', 'plain', 'inset', 'plain'],
    ['else the home form_style', '', 'inset', 'inset'],
    ['neither', '', '', 'default'],
    ['an unknown name is the default', 'sparkly', 'inset', 'default'],
  ])('group style: %s', (_case, own, home, expected) => {
    expect(blockGroupStyle({ form_group_style: own }, home)).toBe(expected);
  });

  it.each<[string, string]>([
    ['', 'cover'],
    ['contain', 'contain'],
    ['banner', 'banner'],
    ['tiled', 'cover'],
  ])('image style %j', (style, expected) => {
    expect(blockImageStyle({ image_card_style: style })).toBe(expected);
  });

  it('pictures, lists and embedded pages take a whole grid row; links and buttons share one', () => {
    expect(isWideBlock('embed_link')).toBe(true);
    expect(isWideBlock('iframe')).toBe(true);
    expect(isWideBlock('share')).toBe(false);
    expect(isWideBlock('place_order')).toBe(false);
  });

  it('shares share_url when it is a web address, else the app', () => {
    expect(shareTarget({ share_url: 'https://figandolive.example/' }, ORIGIN)).toBe(
      'https://figandolive.example/',
    );
    expect(shareTarget({ share_url: '' }, ORIGIN)).toBe(ORIGIN);
    expect(shareTarget({ share_url: 'javascript:alert(1)' }, ORIGIN)).toBe(ORIGIN);
  });

  it('embedded views live under /home/embed/{id}', () => {
    expect(embedViewPath(12)).toBe('/home/embed/12');
  });
});
