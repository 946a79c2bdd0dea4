/**
 * Where an import's --images folder is opened. The media pipeline provides the reader (it checks
 * each file is an image and stores it in the sizes the menu uses); until it is wired in here, an
 * import given a folder is refused with a plain message.
 */
import type { ImageFolder } from './images';

export const openImageFolder: ((folder: string) => ImageFolder) | null = null;

export const NO_IMAGE_FOLDERS =
  'This server cannot read an images folder yet: give images as https addresses or /media/ paths';
