/**
 * Layout measurements for the design journeys: which dishes a screen shows whole, whether a box
 * lies inside another, and the contrast of an element's text on its own background.
 */
import type { Locator, Page } from '@playwright/test';

export type Box = { top: number; bottom: number; left: number; right: number };

/**
 * The menu's dishes on the screen with their price, by name, in page order: whole cards, or (with
 * `whole` false) the name and the price. Nothing counts under the box `cover`, e.g. a bottom sheet.
 */
export function dishesOnScreen(
  page: Page,
  { cover = null, whole = true }: { cover?: Box | null; whole?: boolean } = {},
): Promise<string[]> {
  return page.evaluate(
    ({ sheet, wholeCards }) => {
      const bottom = sheet === null ? window.innerHeight : Math.min(window.innerHeight, sheet.top);
      const inside = (box: DOMRect) =>
        box.height > 0 &&
        box.top >= 0 &&
        box.bottom <= bottom &&
        box.left >= 0 &&
        box.right <= window.innerWidth;
      const names: string[] = [];
      for (const card of document.querySelectorAll<HTMLElement>('main article')) {
        const price = card.querySelector<HTMLElement>('.product-card__price');
        if (price === null || !/\d\.\d\d$/.test(price.textContent ?? '')) continue;
        const name = card.querySelector<HTMLElement>('h3, h4');
        if (name === null || !inside(price.getBoundingClientRect())) continue;
        const shown = wholeCards ? card : name;
        if (inside(shown.getBoundingClientRect())) names.push(name.textContent ?? '');
      }
      return names;
    },
    { sheet: cover, wholeCards: whole },
  );
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not laid out');
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

export function within(inner: Box, outer: Box, slack = 0.5): boolean {
  return (
    inner.top >= outer.top - slack &&
    inner.bottom <= outer.bottom + slack &&
    inner.left >= outer.left - slack &&
    inner.right <= outer.right + slack
  );
}

/**
 * The WCAG contrast ratio of an element's text colour on its background colour (both opaque, as
 * the buttons measured here are), and the two colours.
 */
export function textContrast(
  locator: Locator,
): Promise<{ ratio: number; text: string; background: string }> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const channels = (colour: string) => {
      // Computed colours are rgb()/rgba(), or color(srgb …) for color-mix results.
      const numbers = colour.match(/[\d.]+/g)?.map(Number) ?? [];
      return colour.startsWith('color(') ? numbers.slice(0, 3).map((v) => v * 255) : numbers;
    };
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const a = luminance(style.color);
    const b = luminance(style.backgroundColor);
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    return { ratio, text: style.color, background: style.backgroundColor };
  });
}
