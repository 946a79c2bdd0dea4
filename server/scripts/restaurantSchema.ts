/** `npm run restaurant:schema`: writes docs/restaurant.schema.json from the restaurant file's zod schema. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../db/seed/index';
import { restaurantJsonSchema, SCHEMA_FILE } from '../restaurant/jsonSchema';
import { restaurantJson } from '../restaurant/restaurantJson';

writeFileSync(join(REPO_ROOT, SCHEMA_FILE), restaurantJson(restaurantJsonSchema()));
process.stdout.write(`Wrote ${SCHEMA_FILE}\n`);
