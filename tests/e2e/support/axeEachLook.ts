/**
 * axe for a screen looked at several times (support/screens.ts): the engine is put into the
 * document once and each run reports violations only. @axe-core/playwright injects axe into every
 * frame on each call and lists every passing node; on the kiosk's menu that costs 5–7 s a run on
 * this machine against about 2 s this way, and the screens journey runs axe some 180 times.
 *
 * The payment frames are not entered (iframes: false): axe cannot see the page behind a frame, so
 * it would measure the card fields' light text against a white it assumes. `cardFieldContrast`
 * measures them against the field they sit in instead.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { AA_BODY_TEXT, contrastRatio, mixSrgb } from '../../../src/brand/contrast';

// The axe-core that @axe-core/playwright itself runs.
const fromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact?: string | null; nodes: { target: string[] }[] };
type WithAxe = Window & {
  axe?: {
    run(
      context: Document,
      options: { resultTypes: string[]; iframes: boolean },
    ): Promise<{ violations: Violation[] }>;
  };
};

/** Serious and critical axe violations, as 'rule: targets' lines (as shell.ts seriousViolations). */
export async function seriousViolationsHere(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const results = await (window as WithAxe).axe!.run(document, {
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
}

const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * Each visible card frame's text colour against the first opaque background behind the frame, as
 * 'Card number: 2.10:1' lines for those under 4.5:1.
 */
export async function cardFieldContrast(page: Page): Promise<string[]> {
  const failures: string[] = [];
  for (const frame of await page.locator('iframe[title]').all()) {
    if (!(await frame.isVisible())) continue;
    const title = (await frame.getAttribute('title')) ?? '';
    const input = page.frameLocator(`iframe[title="${title}"]`).locator('input');
    if ((await input.count()) === 0) continue;
    const text = await input.evaluate((element) => getComputedStyle(element).color);
    const behind = await frame.evaluate((element) => {
      for (let at: Element | null = element; at !== null; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour !== 'transparent' && !/rgba\(.*, 0\)$/.test(colour)) return colour;
      }
      return 'rgb(255, 255, 255)';
    });
    const ratio = contrastRatio(hex(text), hex(behind));
    if (ratio < AA_BODY_TEXT) failures.push(`${title}: ${ratio.toFixed(2)}:1`);
  }
  return failures;
}

/**
 * Each control's text under 4.5:1 on its own background, disabled ones included (axe leaves
 * disabled controls out of its contrast rule), as '"Pickup" 4.39:1' lines.
 */
export async function controlTextContrast(page: Page, selector: string): Promise<string[]> {
  const colours = await page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      let background = 'rgb(255, 255, 255)';
      for (let at: Element | null = element; at !== null; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour !== 'transparent' && !/rgba\(.*, 0\)$/.test(colour)) {
          background = colour;
          break;
        }
      }
      let opacity = 1;
      for (let at: Element | null = element; at !== null; at = at.parentElement)
        opacity *= Number(getComputedStyle(at).opacity);
      return {
        name: element.textContent?.trim() ?? '',
        text: getComputedStyle(element).color,
        background,
        opacity,
      };
    }),
  );
  return colours.flatMap(({ name, text, background, opacity }) => {
    const ratio = contrastRatio(seenThrough(hex(text), opacity, hex(background)), hex(background));
    return ratio >= AA_BODY_TEXT ? [] : [`"${name}" ${ratio.toFixed(2)}:1`];
  });
}

/** A colour at part opacity over another, as the eye sees it. */
const seenThrough = (colour: string, opacity: number, over: string) =>
  mixSrgb(colour, opacity, over);
