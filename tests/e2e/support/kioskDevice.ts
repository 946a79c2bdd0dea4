/**
 * A kiosk or point-of-sale device for the journeys: the shipped brands are PERSONAL, so
 * a page becomes a kiosk with the device setting localStorage 'docket:app-mode' (the same switch a
 * KIOSK or POS brand build turns on), and its touch targets can be measured.
 */
import type { Page } from '@playwright/test';

/** The kiosk's portrait screen (the kiosk journeys run at 1080×1920). */
export const KIOSK_VIEWPORT = { width: 1080, height: 1920 };

/** Makes the page a kiosk ('KIOSK') or point of sale ('POS') before any page script runs. */
export async function kioskDevice(page: Page, mode: 'KIOSK' | 'POS' = 'KIOSK'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('docket:app-mode', value), mode);
}

/**
 * How long the kiosk waits untouched before its attract screen and before its idle reset, set
 * before any page script runs.
 */
export async function kioskWaits(page: Page, ms: number): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('docket:screensaver-ms', value);
    localStorage.setItem('docket:kiosk-idle-ms', value);
  }, String(ms));
}

/**
 * Touch targets under `min` px on screen (DESIGN 'Kiosk': 'touch targets ≥ 48 px'): every visible
 * control, as 'tag "name" w×h'. A link inside running text is exempt, as WCAG 2.5.8 exempts
 * inline targets; a checkbox or radio counts by its label when the label wraps it.
 */
export function smallTouchTargets(page: Page, min = 48): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector =
      'button, a[href], select, textarea, [role="tab"], [role="button"], input:not([type="hidden"])';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden="true"], .visually-hidden, .skip-link')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (element.tagName === 'A' && style.display === 'inline' && element.closest('p, li')) {
        const text = element.closest('p, li')?.textContent ?? '';
        if (text.trim() !== (element.textContent ?? '').trim()) continue;
      }
      const input = element as HTMLInputElement;
      const target =
        element.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')
          ? (element.closest('label') ?? element)
          : element;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < minimum || box.height < minimum) {
        const name =
          element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, min);
}
