/**
 * RequestAction AppHome: the configurable home page (spec 3 §2 'Home (configurable)', §3 'Home
 * response', §7). The request carries no fields. The answer always carries the blocks, so a client
 * that refuses redirect_uri (only same-origin paths are honoured) still has a home to show.
 */
import { z } from 'zod/mini';
import { flag } from './common';
import { merchantSummarySchema } from './merchants';

export type AppHomeRequest = Record<string, never>;

// The block types live apart, without zod, so the home screen's first load does without zod.
export { HOME_BLOCK_TYPES, type HomeBlockType } from './homeBlockTypes';

export const HOME_LAYOUTS = ['list', 'grid'] as const;
export const HOME_ALIGNMENTS = ['left', 'center', 'right'] as const;

export const homeBlockSchema = z.object({
  id: z.int(),
  /**
   * One of HOME_BLOCK_TYPES. Kept a string on the wire so that a block type added by a newer
   * server is skipped by this client instead of failing the whole answer.
   */
  block: z.string(),
  title: z.string(),
  /** Trusted-by-nobody HTML: the page sanitises it before showing it. */
  content: z.string(),
  image_url: z.string(),
  /** The page an embed_link, iframe, external_link, google_review or image block points at. */
  link_url: z.string(),
  /** place_order → /{target}; account → /account/{target}; internal_link → /{target}. */
  target: z.string(),
  /** A named icon (see the home feature's BlockIcon); '' for none. */
  icon: z.string(),
  visible: flag,
  /** 1: the block sits on a card; 0: flat on the page. */
  use_card: flag,
  /** A named style for the block's group: '' (the home's form_style), 'inset', 'plain', 'highlight'. */
  form_group_style: z.string(),
  /** How an image shows: '' or 'cover' (cropped to 16:9), 'contain' (whole image), 'banner' (3:1). */
  image_card_style: z.string(),
  /** Embedded views of this block also offer 'Place an Order'. */
  place_order_btn: flag,
  /** What a share block shares; '' shares the app's own address. */
  share_url: z.string(),
  /** A section heading shown above the block; '' for none. */
  heading: z.string(),
  /** 'left', 'center' or 'right' ('' is left). */
  alignment: z.string(),
  /** A push_notifs block offers the 'Turn on notifications' button. */
  show_push_register: flag,
  /** 1: an embed_link or iframe block shows only its link to the embedded view, not the content. */
  nocontent: flag,
});
export type HomeBlock = z.infer<typeof homeBlockSchema>;

export const announcementSchema = z.object({
  id: z.int(),
  /** ISO 8601 instant. */
  created: z.string(),
  title: z.string(),
  /** HTML, sanitised by the page like block content. */
  content: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const appHomeResponseSchema = z.object({
  /** The location the home belongs to (single-store brands); null for a multi-store home. */
  merchant: z.nullable(merchantSummarySchema),
  /** 'list' (one column) or 'grid' (two columns where there is room). */
  layout: z.string(),
  blocks: z.array(homeBlockSchema),
  /** Where the home sends the user instead; honoured only when it is a same-origin path. */
  redirect_uri: z.optional(z.string()),
  /** The default style of the blocks' groups (see form_group_style). */
  form_style: z.string(),
  announcements: z.array(announcementSchema),
});
export type AppHomeResponse = z.infer<typeof appHomeResponseSchema>;
