/**
 * What the bench's load generators count as a good answer (bench/answers.mjs): a refusal in the
 * envelope is an error even under HTTP 200.
 */
import { describe, expect, it } from 'vitest';
import { succeeded } from '../../bench/answers.mjs';

describe('succeeded (a load generator’s good answer)', () => {
  it.each([
    ['SUCCESS, ResponseCode first', 200, '{"ResponseCode":"SUCCESS","Response":{}}', true],
    ['SUCCESS, ResponseCode later', 200, '{"Response":{},"ResponseCode":"SUCCESS"}', true],
    ['an ERROR envelope under 200', 200, '{"ResponseCode":"ERROR","Response":["Too many"]}', false],
    ['an AUTH envelope', 200, '{"ResponseCode":"AUTH","Response":["Session expired"]}', false],
    ['a 500 whatever its body', 500, '{"ResponseCode":"SUCCESS","Response":{}}', false],
    ['not JSON', 200, '<html>Bad gateway</html>', false],
    ['cut short', 200, '{"ResponseCode":"SUCC', false],
  ])('%s', (_, status, body, expected) => {
    expect(succeeded(status, body)).toBe(expected);
  });
});
