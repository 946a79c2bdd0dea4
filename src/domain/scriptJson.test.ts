import { describe, expect, it } from 'vitest';
import { scriptJson } from './scriptJson';

// The server-rendered page embeds the data the client needs to hydrate as JSON in a script
// type=application/json, escaped for </script>.
describe('scriptJson', () => {
  const cases: { name: string; value: unknown; mustNotContain: string[] }[] = [
    {
      name: 'a closing script tag',
      value: { t: '</script><script>alert(1)</script>' },
      mustNotContain: ['</script', '<script'],
    },
    { name: 'upper case closing tag', value: ['</SCRIPT>'], mustNotContain: ['</SCRIPT'] },
    { name: 'an HTML comment opener', value: '<!-- x', mustNotContain: ['<!--'] },
    { name: 'ampersands and angle brackets', value: 'a & b > c', mustNotContain: ['&', '>'] },
    {
      name: 'line and paragraph separators',
      value: 'a\u2028b\u2029c',
      mustNotContain: ['\u2028', '\u2029'],
    },
    { name: 'plain text', value: { name: 'Fig & Olive', price: 450 }, mustNotContain: ['<'] },
  ];
  it.each(cases)('$name: inert in a script, same value back', ({ value, mustNotContain }) => {
    const text = scriptJson(value);
    for (const piece of mustNotContain) expect(text).not.toContain(piece);
    expect(JSON.parse(text)).toEqual(value);
  });
});
