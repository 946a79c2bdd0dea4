/**
 * The restaurant's logo, checked, and the app icons made from it with sharp: each size the web
 * manifest and iOS need (scripts/brandIcons.ts), the logo centred on the brand's background, and a
 * maskable icon whose logo stays inside the safe zone (the central circle, 80 % across, that every
 * launcher's mask keeps).
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { isSvgText, svgProblem } from '../../src/domain/svgSafety';
import { ICON_SIZES, iconFile, MASKABLE_ICON } from '../brandIcons';

export type Logo = { kind: 'svg' | 'png'; bytes: Buffer };

/** The logo file read and recognised, or why it cannot be used, in plain words. */
export async function readLogo(
  path: string,
): Promise<{ ok: true; logo: Logo } | { ok: false; message: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      message:
        code === 'ENOENT'
          ? `There is no logo file at ${path}.`
          : `The logo ${path} cannot be read.`,
    };
  }
  const text = bytes.toString('utf8');
  if (isSvgText(text)) {
    const problem = svgProblem(text);
    return problem
      ? { ok: false, message: `The logo ${path} ${problem}.` }
      : { ok: true, logo: { kind: 'svg', bytes } };
  }
  try {
    const { format } = await sharp(bytes).metadata();
    if (format === 'png') return { ok: true, logo: { kind: 'png', bytes } };
  } catch {
    // Not an image: answered below.
  }
  return { ok: false, message: `The logo ${path} is not an SVG or PNG image.` };
}

/** The share of an icon the logo may take: most of an ordinary icon, the safe zone of a maskable one. */
const LOGO_SHARE = 0.8;
/** A square inside the safe circle (80 % across) is at most 80 % / √2 wide. */
const MASKABLE_LOGO_SHARE = 0.56;

async function iconOf(logo: Logo, size: number, share: number, background: string) {
  const inner = Math.round(size * share);
  // An SVG is drawn at the resolution it will be shown at, not scaled up from its own size.
  const density = logo.kind === 'svg' ? await svgDensity(logo.bytes, inner) : undefined;
  const mark = await sharp(logo.bytes, density ? { density } : {})
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

async function svgDensity(svg: Buffer, inner: number): Promise<number> {
  const { width = inner, height = inner } = await sharp(svg).metadata();
  return Math.min(2400, Math.max(72, Math.ceil((72 * inner) / Math.max(width, height, 1))));
}

/** Each icon file's name and PNG bytes. */
export async function makeIcons(logo: Logo, background: string): Promise<Map<string, Buffer>> {
  const icons = new Map<string, Buffer>();
  for (const size of ICON_SIZES)
    icons.set(iconFile(size), await iconOf(logo, size, LOGO_SHARE, background));
  icons.set(MASKABLE_ICON, await iconOf(logo, 512, MASKABLE_LOGO_SHARE, background));
  return icons;
}

/** The logo as the app shows it: an SVG as it is, a PNG no larger than the header ever draws it. */
export async function logoFile(logo: Logo): Promise<{ name: string; bytes: Buffer }> {
  if (logo.kind === 'svg') return { name: 'logo.svg', bytes: logo.bytes };
  const bytes = await sharp(logo.bytes)
    .resize(512, 512, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return { name: 'logo.png', bytes };
}
