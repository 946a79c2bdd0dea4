/**
 * The home's block types (spec 3 §2), in the order the spec lists them. Apart from the AppHome
 * schema (./appHome.ts) so that the home screen tells them without loading zod, which stays out of
 * the page's first load.
 */
export const HOME_BLOCK_TYPES = [
  'welcome',
  'image',
  'announcements',
  'place_order',
  'embed_link',
  'share',
  'account',
  'google_review',
  'internal_link',
  'external_link',
  'iframe',
  'push_notifs',
  'app_download',
] as const;
export type HomeBlockType = (typeof HOME_BLOCK_TYPES)[number];
