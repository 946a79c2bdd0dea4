/**
 * The restaurant file's JSON Schema, generated from the zod schema so the two cannot drift:
 * published at docs/restaurant.schema.json (`npm run restaurant:schema`), for editors to check a
 * file as it is written. It describes the file as written, where fields with defaults are optional.
 */
import { z } from 'zod';
import { restaurantFileSchema } from './format';

export const SCHEMA_FILE = 'docs/restaurant.schema.json';

export function restaurantJsonSchema(): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(restaurantFileSchema, { io: 'input' });
  return {
    $schema,
    title: 'Docket restaurant file',
    description:
      "A restaurant's stores, menus, home and location groups (format 1). See docs/restaurant-file.md.",
    ...schema,
  };
}
