// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyPress, takeEarlyPress } from '@/app/ssr/replayEarlyPress';
import { appPressTarget } from '@/domain/earlyPress';
import { earlyPressScript, withEarlyPressScript } from '../../scripts/earlyPress';

/** A page as the server sends it (or not), with index.html's early-press script run in it. */
function serve(markup: string, { serverRendered = true } = {}) {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  if (serverRendered) document.documentElement.setAttribute('data-docket-ssr', '');
  else document.documentElement.removeAttribute('data-docket-ssr');
  new Function(earlyPressScript())();
}

const element = (selector: string) => document.querySelector<HTMLElement>(selector)!;

/** A press as a pointer makes it: focus to the button (as Chromium does), then the click. */
function press(selector: string) {
  const node = element(selector);
  node.closest<HTMLElement>('button')?.focus();
  node.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

/** What the app presses again, when React has hydrated (the server's nodes kept). */
function pressesAfterHydration(): HTMLElement[] {
  const pressed: HTMLElement[] = [];
  const record = (event: Event) => pressed.push(event.currentTarget as HTMLElement);
  takeEarlyPress();
  for (const node of document.querySelectorAll<HTMLElement>('#root button, #root a'))
    node.addEventListener('click', record);
  replayEarlyPress();
  return pressed;
}

afterEach(() => {
  // Whatever a test left kept is dropped, and the script's listener removed.
  takeEarlyPress();
  replayEarlyPress();
  (document.activeElement as HTMLElement | null)?.blur();
});

describe("index.html's early-press script and the app's replay", () => {
  const CARD = `<article class="product-card"><h3>Crispy Calamari</h3>
    <button type="button" id="add" aria-label="Add Crispy Calamari"><span id="label">Add</span></button>
    <a href="/about" id="about">About</a></article>
    <button type="button" id="copy">Copy link</button>`;

  it('presses the button again once, focused as the press left it', () => {
    serve(CARD);
    press('#label');
    // A later tap on the page's text takes focus away.
    element('#add').blur();
    expect(pressesAfterHydration()).toEqual([element('#add')]);
    expect(document.activeElement).toBe(element('#add'));
    expect(window.__docketEarlyPress).toBeUndefined();
  });

  it('keeps only the last press', () => {
    serve(CARD);
    press('#add');
    press('#copy');
    expect(pressesAfterHydration()).toEqual([element('#copy')]);
  });

  it('leaves a link to the browser', () => {
    serve(CARD);
    press('#about');
    expect(pressesAfterHydration()).toEqual([]);
  });

  it('drops the press when the page was rendered afresh (the pressed node is gone)', () => {
    serve(CARD);
    press('#add');
    takeEarlyPress();
    const add = vi.fn();
    element('#add').addEventListener('click', add);
    element('#root').innerHTML = CARD;
    replayEarlyPress();
    expect(add).not.toHaveBeenCalled();
  });

  it('drops the press when the visitor presses again once React answers presses', () => {
    serve(CARD);
    press('#add');
    takeEarlyPress();
    const add = vi.fn();
    element('#add').addEventListener('click', add);
    press('#add');
    replayEarlyPress();
    expect(add).toHaveBeenCalledOnce();
  });

  it('does nothing on a page the server did not render (index.html, a warm open)', () => {
    serve(CARD, { serverRendered: false });
    expect(window.__docketEarlyPress).toBeUndefined();
    press('#add');
    expect(pressesAfterHydration()).toEqual([]);
  });

  it.each([
    '<button type="button"><span id="pressed">+</span></button>',
    '<div role="button" id="pressed">Open</div>',
    '<a href="/menu/fig-and-olive"><b id="pressed">Order</b></a>',
    '<a href="/cart" role="button" id="pressed">Cart</a>',
    '<form><button id="pressed">Sign in</button></form>',
    '<label>Email <input id="pressed" type="email" /></label>',
    '<button type="button" disabled><span id="pressed">Add</span></button>',
    '<p id="pressed">Welcome</p>',
  ])('keeps what the rule keeps: %s', (markup) => {
    serve(markup);
    const pressed = element('#pressed');
    pressed.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window.__docketEarlyPress?.press?.target ?? null).toBe(appPressTarget(pressed));
  });

  it('is a few hundred bytes, after the charset', () => {
    const script = earlyPressScript();
    expect(new TextEncoder().encode(script).length).toBeLessThan(512);
    const html =
      '<head>\n    <meta charset="UTF-8" />\n    <link rel="stylesheet" href="/a.css" />';
    expect(withEarlyPressScript(html, script)).toBe(
      `<head>\n    <meta charset="UTF-8" />\n    <script>${script}</script>\n    <link rel="stylesheet" href="/a.css" />`,
    );
  });
});
