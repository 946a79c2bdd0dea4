/**
 * The restaurant file's `home` (spec 3 §2 'Home (configurable)'): settings, blocks in order (each
 * field a column of home_blocks, with its default), announcements and the pages blocks link to.
 */
import { z } from 'zod';
import { HOME_BLOCK_TYPES } from '@api/homeBlockTypes';
import { image, slug, text } from './formatFields';

const homeBlock = z.strictObject({
  type: z.enum(HOME_BLOCK_TYPES),
  heading: z.string().default(''),
  title: z.string().default(''),
  content: text.default(''),
  image: image.default(''),
  link_url: z.string().default(''),
  target: z.string().default(''),
  icon: z.string().default(''),
  visible: z.boolean().default(true),
  audience: z.enum(['all', 'guest', 'member']).default('all'),
  use_card: z.boolean().default(true),
  alignment: z.enum(['left', 'center', 'right']).default('left'),
  form_group_style: z.string().default(''),
  image_card_style: z.string().default(''),
  place_order_btn: z.boolean().default(false),
  share_url: z.string().default(''),
  show_push_register: z.boolean().default(false),
  nocontent: z.boolean().default(false),
});

export const home = z.strictObject({
  layout: z.enum(['list', 'grid']).default('list'),
  form_style: z.string().default(''),
  /** The store a single-store home belongs to, or null. */
  store: z.union([slug, z.null()], { error: 'use a store slug, or null' }).default(null),
  blocks: z.array(homeBlock).default([]),
  announcements: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        content: text.default(''),
        /** An ISO instant, like "2026-11-20T01:00:00.000Z". */
        created: z.iso.datetime({ offset: true }),
        published: z.boolean().default(true),
      }),
    )
    .default([]),
  /** Pages the embed_link and iframe blocks show, at /embeds/<brand>/<slug>.html. */
  pages: z.array(z.strictObject({ slug, title: z.string().min(1), body: text })).default([]),
});
