/** `npm run brand:new`, run as a restaurant would, into a folder of its own. */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrand } from '../../src/brand/load';
import { brandIcons } from '../../scripts/brandIcons';

const repo = resolve(import.meta.dirname, '../..');
let work: string;
let root: string;

/** Runs the command to its end; stdin, when given, is typed into its questions. */
function brandNew(args: string[], stdin = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/brandNew/main.ts', ...args, '--root', root],
      { cwd: repo },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const assets = (id: string) => join(root, 'brands', id, 'assets');

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'docket-brand-new-'));
  root = join(work, 'root');
  cpSync(join(repo, 'brands/demo/assets/logo.svg'), join(work, 'logo.svg'));
  // A wide red wordmark-like PNG on transparency.
  await sharp({ create: { width: 600, height: 200, channels: 4, background: '#c8102e' } })
    .png()
    .toFile(join(work, 'logo.png'));
  writeFileSync(
    join(work, 'script.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('brand:new', () => {
  it('writes a brand the build accepts, with every icon its manifest lists', async () => {
    const run = await brandNew([
      'corner-cafe',
      '--yes',
      '--name',
      'Corner Cafe Newtown',
      '--primary',
      '#8b1e3f',
      '--background',
      '#fffaf3',
      '--logo',
      join(work, 'logo.svg'),
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('npm start -- --brand corner-cafe');

    const brand = loadBrand(root, 'corner-cafe');
    expect(brand).toMatchObject({
      name: 'Corner Cafe Newtown',
      shortName: 'Corner',
      menuSlug: 'corner-cafe',
      assets: { logo: '/brand/logo.svg', icon: '/brand/logo.svg', hero: '/brand/hero.svg' },
    });
    expect(brand.appToken).toMatch(/^corner-cafe-[A-Za-z0-9_-]{16}$/);
    expect(brand.theme.light.buttonPrimaryBackground).toBe('#8b1e3f');
    expect(brand.theme.dark?.colourBackground).toMatch(/^#[0-9a-f]{6}$/);

    const files = readdirSync(assets('corner-cafe'));
    const plan = brandIcons(files, brand.assets.icon);
    expect(plan).toMatchObject({ render: [], missing: [] });
    for (const entry of plan.manifest.filter((icon) => icon.type === 'image/png')) {
      const meta = await sharp(join(assets('corner-cafe'), entry.src.split('/').pop()!)).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(entry.sizes);
    }
    expect(plan.manifest.find((icon) => icon.purpose === 'maskable')?.src).toBe(
      '/brand/icon-maskable-512.png',
    );
    const size180 = await sharp(join(assets('corner-cafe'), 'icon-180.png')).metadata();
    expect([size180.width, size180.height]).toEqual([180, 180]);
  });

  it("pads the maskable icon to the safe zone on the brand's background", async () => {
    await brandNew([
      'red-door',
      '--yes',
      '--name',
      'Red Door',
      '--background',
      '#fffaf3',
      '--logo',
      join(work, 'logo.png'),
    ]);
    const pixel = async (file: string, x: number, y: number) => {
      const { data } = await sharp(join(assets('red-door'), file))
        .extract({ left: x, top: y, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return `#${[...data.subarray(0, 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    };
    // The red logo fills the middle; outside the safe circle (radius 40 % = 205 px) is background.
    expect(await pixel('icon-maskable-512.png', 256, 256)).toBe('#c8102e');
    expect(await pixel('icon-maskable-512.png', 256 - 140, 256)).toBe('#c8102e');
    expect(await pixel('icon-maskable-512.png', 256 - 150, 256)).toBe('#fffaf3');
    expect(await pixel('icon-maskable-512.png', 4, 4)).toBe('#fffaf3');
    expect(await pixel('icon-512.png', 256 - 200, 256)).toBe('#c8102e');
    expect(loadBrand(root, 'red-door').assets).toMatchObject({
      logo: '/brand/logo.png',
      icon: '/brand/icon-192.png',
    });
  });

  it('asks on the terminal for what no flag gives, again after a bad answer', async () => {
    const run = await brandNew(
      ['--logo', join(work, 'logo.svg')],
      [
        'Bad Id',
        'harbour-lane',
        'Harbour Lane Dumplings',
        '',
        'crimson',
        '#0b4f8a',
        '',
        '',
        'nz',
        'AKL',
        '',
      ].join('\n'),
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "The brand id must be lower-case letters, digits and dashes, like 'corner-cafe'.",
    );
    expect(run.stdout).toContain(
      'Short name under the home-screen icon (12 characters at most) [Harbour]:',
    );
    expect(run.stdout).toContain('The primary colour must be a colour like #2f5d3a.');
    expect(loadBrand(root, 'harbour-lane')).toMatchObject({
      name: 'Harbour Lane Dumplings',
      shortName: 'Harbour',
      countryCode: 'NZ',
      stateCode: 'AKL',
      theme: { light: { buttonPrimaryBackground: '#0b4f8a', colourBackground: '#ffffff' } },
    });
  });

  it.each([
    [
      'an id already taken',
      ['corner-cafe', '--yes', '--name', 'Again', '--logo', 'logo.svg'],
      /^A brand called 'corner-cafe' already exists \(.*\)\. Choose another id, or edit that folder\.$/,
      'corner-cafe',
    ],
    [
      'a primary too light for white text, with a darker one to try',
      ['pale', '--yes', '--name', 'Pale', '--primary', '#f4a261', '--logo', 'logo.svg'],
      /^These colours would make text hard to read \(WCAG AA asks for 4\.5:1\):\n- The primary colour #f4a261 is too light: white button text on it reads at 2\.\d\d:1, and it needs 4\.5:1\. Try a darker primary such as #[0-9a-f]{6}\. \(--primary\)$/,
      'pale',
    ],
    [
      'a logo with a script',
      ['scripted', '--yes', '--name', 'Scripted', '--logo', 'script.svg'],
      /^The logo .*script\.svg carries a script; export it again without it\.$/,
      'scripted',
    ],
    [
      'a logo that is not there',
      ['nologo', '--yes', '--name', 'No Logo', '--logo', 'missing.png'],
      /^There is no logo file at .*missing\.png\.$/,
      'nologo',
    ],
    [
      '--yes without a name',
      ['nameless', '--yes', '--logo', 'logo.svg'],
      /^With --yes, give --name\.\n\nUsage: npm run brand:new/,
      'nameless',
    ],
  ])('refuses %s in plain words and writes nothing', async (_, args, message, id) => {
    const before = existsSync(join(root, 'brands', id)) ? readdirSync(assets(id)).length : null;
    const run = await brandNew(
      args.map((arg) => (/\.(svg|png)$/.test(arg) ? join(work, arg) : arg)),
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(root, 'brands', id)) ? readdirSync(assets(id)).length : null).toBe(
      before,
    );
  });
});
