/**
 * Makes the QR images the scan journeys read (run once; the PNGs are committed):
 *   node --import tsx tests/e2e/scan-fixtures/makeFixtures.ts
 * The QR matrix comes from ZXing's QRCodeWriter (shipped inside html5-qrcode, the app's own
 * scanner dependency); @resvg/resvg-js renders it to PNG. Each code holds a root-relative link, so
 * it is same-origin whatever port the e2e server uses.
 */
import { Resvg } from '@resvg/resvg-js';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';

type BitMatrix = { getWidth(): number; getHeight(): number; get(x: number, y: number): boolean };
type ZXingModule = {
  QRCodeWriter: new () => {
    encode(
      text: string,
      format: unknown,
      width: number,
      height: number,
      hints: Map<unknown, unknown>,
    ): BitMatrix;
  };
  BarcodeFormat: { QR_CODE: unknown };
};

const require = createRequire(import.meta.url);
const ZXing = require('html5-qrcode/third_party/zxing-js.umd.js') as ZXingModule;

function qrMatrix(text: string): BitMatrix {
  return new ZXing.QRCodeWriter().encode(text, ZXing.BarcodeFormat.QR_CODE, 0, 0, new Map());
}

function qrSvg(text: string): string {
  const matrix = qrMatrix(text);
  const size = matrix.getWidth();
  const cells: string[] = [];
  for (let y = 0; y < matrix.getHeight(); y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (matrix.get(x, y)) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><g fill="#000">${cells.join('')}</g></svg>`;
}

function png(svg: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: 400 }, background: '#ffffff' })
    .render()
    .asPng();
}

/**
 * One frame of YUV4MPEG2 video (4:2:0) showing the code small in the middle of a white 320×240
 * picture: Chromium's fake camera (--use-file-for-fake-video-capture) plays it as the camera.
 */
function y4m(text: string): Buffer {
  const width = 320;
  const height = 240;
  const scale = 4;
  const matrix = qrMatrix(text);
  const side = matrix.getWidth() * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      if (matrix.get(Math.floor(x / scale), Math.floor(y / scale))) {
        luma[(top + y) * width + left + x] = 16;
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma]);
}

const here = (name: string) => new URL(name, import.meta.url);

/** A table code for Harbour Street Perth CBD, in the path form of spec 1 §2.2. */
writeFileSync(here('table-12-harbour-cbd.png'), png(qrSvg('/menu/harbour-cbd/tbl12')));
/** The camera's view of a table code for Harbour Street Northbridge. */
writeFileSync(here('table-7-harbour-northbridge.y4m'), y4m('/menu/harbour-northbridge/tbl7'));
/** A photo with no code in it. */
writeFileSync(
  here('no-code.png'),
  png(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f1cf74"/><circle cx="20" cy="20" r="12" fill="#d6362b"/></svg>',
  ),
);
