/**
 * Validates a restaurant file whole before anything is written: the schema, the cross-references
 * (./checks.ts) and the images (a file name needs the images folder and a file there that is an
 * image; a /media/ path must be one the server holds). Every problem is reported, each with its
 * JSON path.
 */
import { restaurantFileSchema, type RestaurantFile } from './format';
import { crossReferenceProblems } from './checks';
import { imageReferences, imageValue, type ImageFolder } from './images';
import { partialFile } from './partialFile';
import { schemaProblems, type Problem } from './problems';

export type Validated = { ok: true; file: RestaurantFile } | { ok: false; problems: Problem[] };

export type ValidateDeps = {
  /** The images folder given with --images, or null. */
  images: ImageFolder | null;
  /** Which of these media names the server already holds. */
  storedMedia(names: readonly string[]): Promise<ReadonlySet<string>>;
};

export async function validateRestaurant(input: unknown, deps: ValidateDeps): Promise<Validated> {
  const parsed = restaurantFileSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    const partial = partialFile(input);
    const more = partial
      ? [
          ...crossReferenceProblems(partial.file, partial.known),
          ...(await imageProblems(partial.file, deps)),
        ].map(partial.placed)
      : [];
    return { ok: false, problems: [...schemaProblems(parsed.error), ...more] };
  }
  const file = parsed.data;
  const problems = [...crossReferenceProblems(file), ...(await imageProblems(file, deps))];
  return problems.length ? { ok: false, problems } : { ok: true, file };
}

async function imageProblems(file: RestaurantFile, deps: ValidateDeps): Promise<Problem[]> {
  const problems: Problem[] = [];
  const files = new Map<string, string[]>();
  const media = new Map<string, string[]>();
  for (const { path, value } of imageReferences(file)) {
    const image = imageValue(value);
    if (image.kind === 'invalid')
      problems.push({
        path,
        message: `"${value}" is not an image file name, an https address or a /media/ path`,
      });
    else if (image.kind === 'file') files.set(image.name, [...(files.get(image.name) ?? []), path]);
    else if (image.kind === 'media')
      media.set(image.name, [...(media.get(image.name) ?? []), path]);
  }
  if (files.size && !deps.images)
    for (const [name, paths] of files)
      for (const path of paths)
        problems.push({
          path,
          message: `"${name}" is a file name, so give its folder with --images <folder>`,
        });
  if (files.size && deps.images)
    for (const { name, message } of await deps.images.problems([...files.keys()]))
      for (const path of files.get(name) ?? []) problems.push({ path, message });
  if (media.size) {
    const stored = await deps.storedMedia([...media.keys()]);
    for (const [name, paths] of media)
      if (!stored.has(name))
        for (const path of paths)
          problems.push({ path, message: `the server holds no image /media/${name}` });
  }
  return problems;
}
