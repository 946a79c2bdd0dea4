/** worker/protocol/responseSchemas.ts: each answer is checked by its action's catalogue schema. */
import { describe, expect, it } from 'vitest';
import { responseSchemas, type RequestAction } from '@/api/actions';
import { responseSchema } from '@worker/protocol/responseSchemas';

describe('responseSchema', () => {
  it.each(Object.keys(responseSchemas) as RequestAction[])(
    '%s: the catalogue schema',
    async (action) => {
      expect(await responseSchema(action)).toBe(responseSchemas[action]);
    },
  );
});
