/**
 * The README's four pictures (docs/images/): the menu on a phone, checkout, a kiosk at 1080×1920
 * and the staff board, taken from the screen tours. Kiosk ones are drawn at half size and every
 * colour on 32 levels a channel so each stays well under 200 KB, through a canvas in a blank page
 * of the same browser (no image tool to install).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** '<screen>.<size>-<scheme>' of the tours → its file in docs/images/. */
export const README_SHOTS: Readonly<Record<string, string>> = {
  'menu.phone-light': 'menu-phone.png',
  'checkout-cc.phone-light': 'checkout-phone.png',
  'kiosk-menu.kiosk-light': 'kiosk-menu.png',
  'staff-board.phone-light': 'staff-board.png',
};

/**
 * The tours those screens are on. The staff board shows the orders the guest and kiosk tours
 * placed before it, so both run even though only one screen of each is kept.
 */
export const README_TOURS: readonly string[] = ['guest', 'kiosk', 'staff'];

const README_DIR = resolve('docs/images');
/** The widest a README picture is drawn: a kiosk's 1080 px become 540. */
const MAX_WIDTH = 540;

export async function writeReadmeShot(page: Page, file: string, png: Buffer): Promise<void> {
  const blank = await page.context().newPage();
  try {
    const base64 = await blank.evaluate(
      async ({ source, maxWidth }) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const scale = Math.min(1, maxWidth / image.naturalWidth);
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(image.naturalWidth * scale);
        canvas.height = Math.round(image.naturalHeight * scale);
        const context = canvas.getContext('2d')!;
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        // 32 levels a channel: a fifth smaller once compressed, with no banding a reader sees.
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
        for (let at = 0; at < pixels.data.length; at += 1)
          if (at % 4 !== 3) pixels.data[at] = Math.min(255, Math.round(pixels.data[at]! / 8) * 8);
        context.putImageData(pixels, 0, 0);
        return canvas.toDataURL('image/png').split(',')[1]!;
      },
      { source: `data:image/png;base64,${png.toString('base64')}`, maxWidth: MAX_WIDTH },
    );
    mkdirSync(README_DIR, { recursive: true });
    writeFileSync(join(README_DIR, file), Buffer.from(base64, 'base64'));
  } finally {
    await blank.close();
  }
}
