/**
 * The sizes a restaurant's photo is stored in: the boxes the menu draws it in, twice over for
 * screens of two device pixels per CSS pixel. Both boxes crop the photo to fill (object-fit:
 * cover), so each size is the smallest that covers its box whatever the photo's shape, never
 * larger than the photo itself.
 *
 * The boxes, in CSS pixels, as measured in Chromium on the demo menu (src/features/menu/
 * productCards.css, src/features/item/item.css):
 * - card (img_url): 88×88 on a 390 px phone; from 640 px a grid card's 4:3 picture, 294×221 at
 *   640, largest just before a fourth column fits (318×238 at 1023), 248×186 on a 1080 px kiosk,
 *   253×190 at 1440; 120×120 in the list layout.
 * - sheet (img_url_lge): the item sheet's picture, 358×256 on a phone and 544×256 from 640 px (the
 *   dialog's 36rem less its padding, at most 16rem high).
 */
export type ImageSize = { name: 'card' | 'sheet'; width: number; height: number };

export const IMAGE_SIZES: readonly ImageSize[] = [
  { name: 'card', width: 640, height: 480 },
  { name: 'sheet', width: 1088, height: 512 },
];

/**
 * WebP, smaller than JPEG at the same quality and decoded by every browser the app supports (those
 * with ES2022 modules); 80 is sharp's default quality.
 */
export const WEBP_QUALITY = 80;

/**
 * Part of every stored name's hash: changing the sizes or the encoding makes new names, so a
 * browser's year-long cached copy of the old image is never served for the new one.
 */
export const IMAGE_PIPELINE = `webp${WEBP_QUALITY}:${IMAGE_SIZES.map((size) => `${size.name}${size.width}x${size.height}`).join(',')}`;
