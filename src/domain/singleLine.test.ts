import { describe, expect, it } from 'vitest';
import { singleLine } from './singleLine';

describe('singleLine (names, mobiles, table numbers and the like)', () => {
  it.each([
    // [what was sent, what is kept]
    ['Ada Lovelace', 'Ada Lovelace'],
    ['  Ada  ', 'Ada'],
    ['Ada\nLovelace', 'Ada Lovelace'],
    ['Ada\r\n\r\nLovelace', 'Ada Lovelace'],
    ['Ada\tLovelace', 'Ada Lovelace'],
    ['Ada\u0000\u0007Lovelace', 'Ada Lovelace'],
    ['Ada\u0085Lovelace', 'Ada Lovelace'],
    ['Ada\u2028Love\u2029lace', 'Ada Love lace'],
    // The bidi controls that reorder what follows them: gone.
    ['Ada \u202Eecalevol', 'Ada ecalevol'],
    ['\u202A\u202B\u202C\u202D\u202ETable 4', 'Table 4'],
    ['\u2066\u2067\u2068\u2069Table 4', 'Table 4'],
    ['\u200E\u200F\u061CTable 4', 'Table 4'],
    ['\u202E\n\u202E', ''],
    // Letters of every script stay, right-to-left ones included.
    ['زينب', 'زينب'],
    ['Zoë 👩‍🍳', 'Zoë 👩‍🍳'],
    ['0400 000 000', '0400 000 000'],
  ])('%j → %j', (sent, kept) => {
    expect(singleLine(sent)).toBe(kept);
  });
});
