import { describe, expect, it } from 'vitest';
import { problemReportHref, problemText, type ProblemDetails } from './problemReport';

const details: ProblemDetails = {
  to: 'hello@figandolive.example',
  brandName: 'Fremantle Fig & Olive',
  appVersion: '3.1.23',
  buildId: '2026-11-22T00:00:00.000Z',
  message: 'Cannot read properties of undefined',
  path: '/menu/fig-and-olive?table=2',
  userAgent: 'Chromium',
  time: '2026-11-22T01:02:03.000Z',
};

describe('problemReportHref (crash screen "Report Problem")', () => {
  it('mails the brand with the error message and the path', () => {
    const href = problemReportHref(details);
    expect(href.startsWith('mailto:hello%40figandolive.example?subject=')).toBe(true);
    const url = new URL(href);
    const body = url.searchParams.get('body') ?? '';
    expect(url.searchParams.get('subject')).toBe('Problem report: Fremantle Fig & Olive 3.1.23');
    expect(body).toContain('Error: Cannot read properties of undefined');
    expect(body).toContain('Page: /menu/fig-and-olive?table=2');
    expect(body).toContain('Version: 3.1.23 (build 2026-11-22T00:00:00.000Z)');
  });

  it('leaves the recipient empty when the brand has no contact address', () => {
    expect(problemReportHref({ ...details, to: '' }).startsWith('mailto:?subject=')).toBe(true);
  });

  it('cuts a very long message', () => {
    const text = problemText({ ...details, message: 'x'.repeat(2000) });
    expect(text.split('\n')[0]).toHaveLength('Error: '.length + 500 + 1);
  });
});
