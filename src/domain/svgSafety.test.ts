import { describe, expect, it } from 'vitest';
import { isSvgText, svgProblem } from './svgSafety';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg"${attributes} viewBox="0 0 10 10">${inner}</svg>`;

describe('svgProblem', () => {
  it.each([
    ['a plain drawing', svg('<rect width="10" height="10" fill="#c84"/>')],
    ['an internal link to a gradient', svg('<use href="#a"/><rect fill="url(#g)"/>')],
    ['an inline raster picture', svg('<image href="data:image/png;base64,iVBORw0KGgo="/>')],
    ['text that mentions onions', svg('<text>Soup: onion, leek</text>')],
    [
      'an Illustrator DOCTYPE without entities',
      `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('')}`,
    ],
  ])('accepts %s', (_, text) => {
    expect(svgProblem(text)).toBeNull();
  });

  it.each([
    [
      'a script element',
      svg('<script>alert(1)</script>'),
      'carries a script; export it again without it',
    ],
    [
      'a prefixed script element',
      svg('<svg:script>alert(1)</svg:script>'),
      'carries a script; export it again without it',
    ],
    [
      'an onload attribute',
      svg('', ' onload="alert(1)"'),
      'carries an event handler (an on… attribute); export it again without it',
    ],
    [
      'an event handler after a slash',
      svg('<rect/onclick="x()"/>'),
      'carries an event handler (an on… attribute); export it again without it',
    ],
    [
      'a javascript: link',
      svg('<a href="javascript:alert(1)"><text>x</text></a>'),
      'carries a javascript: link; export it again without it',
    ],
    [
      'a javascript: link written as character references',
      svg('<a href="&#106;&#x61;vascript:alert(1)">x</a>'),
      'carries a javascript: link; export it again without it',
    ],
    [
      'embedded HTML',
      svg('<foreignObject><div>x</div></foreignObject>'),
      'carries embedded web content; export it again without it',
    ],
    [
      'an animation that sets a link',
      svg('<a><set attributeName="href" to="x"/></a>'),
      'carries an animation that changes a link or an event handler; export it again without it',
    ],
    [
      'entity declarations',
      `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('')}`,
      'carries entity declarations; export it again without it',
    ],
    [
      'a style sheet import',
      svg('<style>@import "https://x.example/a.css";</style>'),
      'carries a style sheet import; export it again without it',
    ],
    [
      'a font from another site',
      svg('<style>text{font:url(https://x.example/f.woff)}</style>'),
      'carries a reference to another file (url(…)); export it again without it',
    ],
    [
      'a picture from another site',
      svg('<image href="https://x.example/a.png"/>'),
      'links to another file or site; embed the picture in the SVG instead',
    ],
    [
      'an xlink to another file',
      svg('<use xlink:href="sprites.svg#a"/>'),
      'links to another file or site; embed the picture in the SVG instead',
    ],
    ['text that is not an SVG', 'Soup of the day', 'is not an SVG image'],
  ])('refuses %s', (_, text, message) => {
    expect(svgProblem(text)).toBe(message);
  });
});

describe('isSvgText', () => {
  it.each([
    ['an SVG', svg(''), true],
    [
      'an SVG after a byte-order mark, an XML declaration and a long comment',
      `\uFEFF<?xml version="1.0"?><!--${'x'.repeat(5000)}-->${svg('')}`,
      true,
    ],
    ['HTML', '<html><body></body></html>', false],
    ['a PNG read as text', '\u0089PNG\r\n', false],
    ['text that mentions <svg>', 'Draw it with <svg> later', false],
  ])('%s: %s', (_, text, expected) => {
    expect(isSvgText(text)).toBe(expected);
  });
});
