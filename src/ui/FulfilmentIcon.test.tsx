// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FulfilmentIcon } from './FulfilmentIcon';

afterEach(cleanup);

/** The drawing's markup, to compare which icon was chosen. */
function drawing(icon: string, code: string): string {
  const { container } = render(<FulfilmentIcon icon={icon} code={code} className="i" />);
  const markup = container.querySelector('svg')?.innerHTML ?? '';
  cleanup();
  return markup;
}

describe('FulfilmentIcon', () => {
  it.each([
    // [icon, code, the icon it should look like]
    ['motorcycle', 'delivery', ['motorcycle', '']],
    ['', 'pickup', ['walking', '']],
    ['no-such-icon', 'catering', ['shuttle-van', '']],
    ['car', 'kerbside', ['car', '']],
    ['no-such-icon', 'no-such-code', ['bag', '']],
  ] as const)('%j / %j draws %j', (icon, code, [expected, expectedCode]) => {
    expect(drawing(icon, code)).toBe(drawing(expected, expectedCode));
  });

  it('is decorative without a label, an image named by its label with one', () => {
    render(<FulfilmentIcon icon="walking" code="pickup" className="i" />);
    expect(screen.queryByRole('img')).toBeNull();
    render(<FulfilmentIcon icon="walking" code="pickup" label="Pickup" className="i" />);
    expect(screen.getByRole('img', { name: 'Pickup' })).toBeTruthy();
  });
});
