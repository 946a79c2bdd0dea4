import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { appPressTarget } from './earlyPress';

/**
 * Presses on markup as the server renders it: the pressed node is marked `data-pressed`, the
 * element the rule answers (if any) `id="kept"`.
 */
const EARLY_PRESSES: ReadonlyArray<[string, string]> = [
  // Kept: only the app answers these.
  ['a button: kept', '<button type="button" id="kept" data-pressed>Add</button>'],
  [
    'an element inside a button: the button kept',
    '<button type="button" id="kept"><span aria-hidden="true" data-pressed>+</span></button>',
  ],
  [
    "a product card's button: kept",
    '<article><h3>Crispy Calamari</h3><button type="button" id="kept" data-pressed>Add</button></article>',
  ],
  [
    'a role=button element: kept',
    '<div role="button" tabindex="0" id="kept" data-pressed>Open</div>',
  ],
  [
    'inside a role=button element: kept',
    '<div role="button" id="kept"><b data-pressed>Open</b></div>',
  ],
  // The browser's: it navigates, focuses, toggles or submits without the app.
  ['a same-origin link: navigates', '<a href="/menu/fig-and-olive" data-pressed>Order now</a>'],
  ['inside a same-origin link: navigates', '<a href="/about"><span data-pressed>About</span></a>'],
  [
    'a link to another site: navigates',
    '<a href="https://example.com/" target="_blank" data-pressed>Map</a>',
  ],
  ['a link to a category on the page: scrolls', '<a href="#category-3" data-pressed>Pasta</a>'],
  ['a link with role=button: navigates', '<a href="/cart" role="button" data-pressed>Cart</a>'],
  ['a text input: focuses', '<input type="text" data-pressed />'],
  ['a radio: checks', '<input type="radio" name="size" data-pressed />'],
  ['a select: opens', '<select data-pressed><option>1</option></select>'],
  ['a textarea: focuses', '<textarea data-pressed></textarea>'],
  ['inside a label: its field', '<label>Email <b data-pressed>*</b><input type="email" /></label>'],
  ['a summary: toggles', '<details><summary data-pressed>More</summary>Text</details>'],
  [
    'a submit button: submits its form',
    '<form><button type="submit" data-pressed>Sign in</button></form>',
  ],
  ['a button without a type: submits', '<form><button data-pressed>Sign in</button></form>'],
  // Nothing to press.
  ['a disabled button', '<button type="button" disabled data-pressed>Add</button>'],
  ['a plain div', '<div data-pressed>Fremantle Fig &amp; Olive</div>'],
  [
    'a heading in a card',
    '<article><h3 data-pressed>Crispy Calamari</h3><button type="button">Add</button></article>',
  ],
  ['the page around the content', '<main data-pressed><p>Welcome</p></main>'],
];

/** The pressed node and the element the rule should answer, in a document of their own. */
function pressIn(markup: string) {
  const { document } = new Window({ url: 'https://docket.test/menu/fig-and-olive' });
  document.body.innerHTML = markup;
  const pressed = document.querySelector('[data-pressed]');
  if (pressed === null) throw new Error(`no [data-pressed] in ${markup}`);
  return { pressed, kept: document.getElementById('kept') };
}

describe('appPressTarget: the early press the app presses again', () => {
  it.each(EARLY_PRESSES)('%s', (_name, markup) => {
    const { pressed, kept } = pressIn(markup);
    expect(appPressTarget(pressed)).toBe(kept);
  });
});
