/**
 * Images in a restaurant file. A value is a file name in the import's images folder, an https
 * URL, or a path the server already serves (`/media/<name>`, which is what export writes, so a
 * round trip needs no folder). The folder itself is a dependency: it checks names and copies a
 * file into the brand's media in the sizes the menu uses.
 */
import type { RestaurantFile } from './format';
import { flatten } from './checks';

export type { ImageFolder } from './imageFolder';

export type ImageValue =
  | { kind: 'none' }
  | { kind: 'file'; name: string }
  | { kind: 'media'; name: string }
  | { kind: 'url'; url: string }
  | { kind: 'invalid' };

const MEDIA = /^\/media\/([a-z0-9-]+\.[a-z0-9]+)$/;
const FILE_NAME = /^[^/\\:]+$/;

export function imageValue(value: string): ImageValue {
  if (value === '') return { kind: 'none' };
  const media = MEDIA.exec(value);
  if (media) return { kind: 'media', name: media[1]! };
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('..'))
    return { kind: 'url', url: value };
  if (/^https:\/\//.test(value))
    return URL.canParse(value) ? { kind: 'url', url: value } : { kind: 'invalid' };
  if (FILE_NAME.test(value) && value !== '.' && value !== '..')
    return { kind: 'file', name: value };
  return { kind: 'invalid' };
}

/** Every image value of the file with its JSON path. */
export function imageReferences(file: RestaurantFile): { path: string; value: string }[] {
  const found: { path: string; value: string }[] = [];
  file.menus.forEach((menu, index) => {
    for (const { category, path } of flatten(menu.categories, `$.menus[${index}].categories`)) {
      if (category.image) found.push({ path: `${path}.image`, value: category.image });
      category.items.forEach((item, at) => {
        if (item.image) found.push({ path: `${path}.items[${at}].image`, value: item.image });
      });
    }
  });
  file.home?.blocks.forEach((block, index) => {
    if (block.image) found.push({ path: `$.home.blocks[${index}].image`, value: block.image });
  });
  return found;
}
