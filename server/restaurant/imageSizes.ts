/**
 * The sizes a restaurant's photo is stored in: the boxes the menu draws it in, twice over for
 * screens of two device pixels per CSS pixel. Both boxes crop the photo to fill (object-fit:
 * cover), so each size is the smallest that covers its box whatever the photo's shape, never
 * larger than the photo itself.
 *
 * The boxes, in CSS pixels (src/features/menu/productCards.css, src/features/item/item.css):
 * - card (img_url): 88×88 on a phone, a grid card's 4:3 picture from 640 px wide, at most
 *   about 325×244 (three columns just before a fourth fits; a 1080 px kiosk draws four of
 *   about 245×184), and 120×120 in the list layout.
 * - sheet (img_url_lge): the item sheet's picture, the dialog's width (at most 36rem less its
 *   padding, about 544 px; 358 px on a 390 px phone) by at most 16rem (256 px) high.
 */
export type ImageSize = { name: 'card' | 'sheet'; width: number; height: number };

export const IMAGE_SIZES: readonly ImageSize[] = [
  { name: 'card', width: 650, height: 488 },
  { name: 'sheet', width: 1088, height: 512 },
];

/** WebP at this quality: photos show no banding at it, at about a tenth of a PNG's bytes. */
export const WEBP_QUALITY = 80;

/**
 * Part of every stored name's hash: changing the sizes or the encoding makes new names, so a
 * browser's year-long cached copy of the old image is never served for the new one.
 */
export const IMAGE_PIPELINE = `webp${WEBP_QUALITY}:${IMAGE_SIZES.map((size) => `${size.name}${size.width}x${size.height}`).join(',')}`;
