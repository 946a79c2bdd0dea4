/**
 * The rules of the configurable home (spec 3 §2 'Home (configurable)', §8): where each block leads,
 * which links are safe to follow or frame, the embedded-frame height, redirect_uri, and the words
 * of an embed fetch failure. Pure string handling, like deepLinks.ts: no URL or DOM globals.
 */
import type { HomeBlock } from '../api/appHome';
import { HOME_BLOCK_TYPES, type HomeBlockType } from '../api/homeBlockTypes';
import { externalHref } from './externalHref';
import { safeSameOriginPath } from './deepLinks';

export function isHomeBlockType(type: string): type is HomeBlockType {
  return (HOME_BLOCK_TYPES as readonly string[]).includes(type);
}

/** A block this client can show: visible, and of a type it knows (a newer server may add types). */
export type ShownBlock = HomeBlock & { block: HomeBlockType };

export function shownBlocks(blocks: readonly HomeBlock[]): ShownBlock[] {
  return blocks.filter(
    (block): block is ShownBlock => block.visible === 1 && isHomeBlockType(block.block),
  );
}

// ---- Where blocks lead ----

/**
 * 'A place_order block leads to /{target}; an account block to /account/{target}; an
 * internal_link to /{target}.' One leading slash in the target is ignored. An empty target gives
 * /menu (the menu route picks the store), /account and / respectively. A target that would leave
 * the app ('//host', 'https://…', '..', backslashes) gives null: the block then has no link.
 */
export function blockPath(block: Pick<HomeBlock, 'block' | 'target'>): string | null {
  const target = block.target.trim().replace(/^\//, '');
  let path: string;
  if (block.block === 'place_order') path = target === '' ? '/menu' : `/${target}`;
  else if (block.block === 'account') path = target === '' ? '/account' : `/account/${target}`;
  else if (block.block === 'internal_link') path = `/${target}`;
  else return null;
  // A root-relative path never consults the origin, so none is needed here.
  return safeSameOriginPath(path, '');
}

/** 'Place an Order' in an embedded view: the home's first place_order block, else `fallback`. */
export function placeOrderPath(blocks: readonly HomeBlock[], fallback: string): string {
  for (const block of blocks) {
    if (block.block !== 'place_order') continue;
    const path = blockPath(block);
    if (path !== null) return path;
  }
  return fallback;
}

/** The full-page embedded view of an embed_link or iframe block. */
export function embedViewPath(blockId: number): string {
  return `/home/embed/${blockId}`;
}

/** An external_link, google_review or image link: only an http(s) URL is followed, else null. */
export { externalHref };

/**
 * The address an embed_link fetches or an iframe frames: a same-origin path (checked as
 * safeSameOriginPath does), or an http(s) URL; anything else (javascript:, data:, '//host') is null.
 */
export function embedSource(linkUrl: string, origin: string): string | null {
  const text = linkUrl.trim();
  return safeSameOriginPath(text, origin) ?? externalHref(text);
}

/**
 * The sandbox of an iframe block's frame. A page on this origin runs in an opaque origin: its
 * scripts (if its own CSP lets any run) can read none of the app's storage, cookies or DOM, and
 * without allow-same-origin it cannot lift its own sandbox. A page on another origin keeps its own
 * origin (a booking or map widget needs its cookies), which gives it nothing of ours. Neither may
 * navigate the app; either may open a link in a new tab, outside the sandbox.
 */
export function frameSandbox(source: string): string {
  const base = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';
  return source.startsWith('/') ? base : `${base} allow-same-origin allow-forms`;
}

/** What a share block shares: its share_url when that is an http(s) URL, else the app's address. */
export function shareTarget(block: Pick<HomeBlock, 'share_url'>, appUrl: string): string {
  return externalHref(block.share_url) ?? appUrl;
}

/**
 * redirect_uri 'honoured only for same-origin paths': the path to go to instead of the home, or
 * null to show the home. A redirect to the home itself is ignored, so it cannot loop.
 */
export function homeRedirectPath(redirectUri: string | undefined, origin: string): string | null {
  if (redirectUri === undefined || redirectUri.trim() === '') return null;
  const path = safeSameOriginPath(redirectUri.trim(), origin);
  if (path === null) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === '/' || pathname === '' ? null : path;
}

// ---- Embedded views ----

/** 'Embedded frame height is window height minus 180 with a place-order button, minus 90 without.' */
export const FRAME_OFFSET_WITH_ORDER_BUTTON = 180;
export const FRAME_OFFSET_WITHOUT_ORDER_BUTTON = 90;
/** Ours, not the spec's: on a very short window the frame keeps a readable height and the page scrolls. */
export const MIN_FRAME_HEIGHT = 240;

export function embedFrameHeight(windowHeight: number, hasPlaceOrderButton: boolean): number {
  const offset = hasPlaceOrderButton
    ? FRAME_OFFSET_WITH_ORDER_BUTTON
    : FRAME_OFFSET_WITHOUT_ORDER_BUTTON;
  return Math.max(MIN_FRAME_HEIGHT, Math.round(windowHeight) - offset);
}

/** 'Embed fetch failure shows the HTTP status and text' … */
export function embedHttpFailureText(status: number, statusText: string): string {
  return `${status} ${statusText}`.trim();
}

/** … 'or ERROR plus the exception text.' */
export function embedErrorText(exceptionText: string): string {
  return `ERROR ${exceptionText}`.trim();
}

// ---- Presentation choices the server makes ----

export type BlockAlignment = 'left' | 'center' | 'right';

export function blockAlignment(block: Pick<HomeBlock, 'alignment'>): BlockAlignment {
  const value = block.alignment.trim().toLowerCase();
  return value === 'center' || value === 'centre' ? 'center' : value === 'right' ? 'right' : 'left';
}

export type GroupStyle = 'default' | 'inset' | 'plain' | 'highlight';
const GROUP_STYLES: readonly GroupStyle[] = ['inset', 'plain', 'highlight'];

/** The block's form_group_style, else the home's form_style; unknown names are the default. */
export function blockGroupStyle(
  block: Pick<HomeBlock, 'form_group_style'>,
  formStyle: string,
): GroupStyle {
  for (const name of [block.form_group_style, formStyle]) {
    const value = name.trim().toLowerCase();
    if (value !== '') return GROUP_STYLES.find((style) => style === value) ?? 'default';
  }
  return 'default';
}

export type ImageStyle = 'cover' | 'contain' | 'banner';

export function blockImageStyle(block: Pick<HomeBlock, 'image_card_style'>): ImageStyle {
  const value = block.image_card_style.trim().toLowerCase();
  return value === 'contain' || value === 'banner' ? value : 'cover';
}

/** Blocks that take a whole row in the grid layout: pictures, lists and embedded pages. */
const WIDE_BLOCKS: ReadonlySet<HomeBlockType> = new Set([
  'welcome',
  'image',
  'announcements',
  'embed_link',
  'iframe',
]);

export function isWideBlock(type: HomeBlockType): boolean {
  return WIDE_BLOCKS.has(type);
}
