import { describe, expect, it } from 'vitest';
import { repeatsTitle, withoutRepeatedTitle } from './embedTitle';

const page = (body: string) =>
  `<!doctype html><html><head><title>Our story</title></head><body>\n<main>\n${body}</main></body></html>`;

describe("an embedded page's leading heading that repeats the title shown above it", () => {
  it.each([
    {
      case: "the block 'Our story' over a page that opens 'Our story': left out",
      html: page('<h2>Our story</h2>\n<p>Opened in 2014.</p>'),
      title: 'Our story',
      shown: page('\n<p>Opened in 2014.</p>'),
    },
    {
      case: 'the same words in another case and spacing, with an entity',
      html: page('<h2 class="x">Fig &amp;  Olive</h2><p>Hi</p>'),
      title: 'fig & olive',
      shown: page('<p>Hi</p>'),
    },
    {
      case: 'a heading that says something else stays',
      html: page('<h2>Catering for your event</h2><p>Platters</p>'),
      title: 'Catering',
      shown: page('<h2>Catering for your event</h2><p>Platters</p>'),
    },
    {
      case: 'a heading after the first paragraph does not lead the page: it stays',
      html: page('<p>Intro</p><h2>Our story</h2>'),
      title: 'Our story',
      shown: page('<p>Intro</p><h2>Our story</h2>'),
    },
    {
      case: 'a page without headings is shown as it is',
      html: page('<p>Only text</p>'),
      title: 'Our story',
      shown: page('<p>Only text</p>'),
    },
    {
      case: 'a block without a title leaves the page alone',
      html: page('<h2>Our story</h2>'),
      title: '',
      shown: page('<h2>Our story</h2>'),
    },
    {
      case: 'a fragment without <body> works the same',
      html: '<h3>Kitchen notice</h3><p>Back on Friday</p>',
      title: 'Kitchen notice',
      shown: '<p>Back on Friday</p>',
    },
  ])('$case', ({ html, title, shown }) => {
    expect(withoutRepeatedTitle(html, title)).toBe(shown);
    expect(repeatsTitle(html, title)).toBe(shown !== html);
  });
});
