/**
 * JSON for the inside of an HTML <script> element (the server-rendered page's data and its
 * JSON-LD). The HTML parser ends a script at the first `</script` whatever the JSON means, and
 * `<!--` can change how it reads the rest; escaping every `<` (and `>`, `&` for good measure) as a
 * JSON unicode escape keeps the text inert and the value the same. U+2028 and U+2029 are escaped
 * too, for any reader that takes the text as JavaScript.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
