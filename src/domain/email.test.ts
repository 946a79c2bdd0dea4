import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe("isValidEmail ('Enter a valid email address', spec 2 §5.1, spec 3 §5)", () => {
  it.each([
    ['jo@example.com', true],
    ['  jo@example.com  ', true],
    ['jo.citizen+orders@mail.example.com.au', true],
    ['jo@example', false],
    ['jo@', false],
    ['@example.com', false],
    ['jo citizen@example.com', false],
    ['jo@@example.com', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});
