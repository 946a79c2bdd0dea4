import { describe, expect, it } from 'vitest';
import { pushOpenFromSearch, pushOpenLink } from './pushOpen';

describe('the push-open marker of a notification link', () => {
  it.each([
    ['?pn_open=12.34', { pushId: 12, orderId: 34, action: '' }, ''],
    ['?a=1&pn_open=12.34.view', { pushId: 12, orderId: 34, action: 'view' }, '?a=1'],
    ['?pn_open=x.34', { pushId: 0, orderId: 0, action: '' }, ''],
    ['?pn_open=1.2.<script>', { pushId: 0, orderId: 0, action: '' }, ''],
  ])('%s', (search, open, rest) => {
    expect(pushOpenFromSearch(search)).toEqual({ open, search: rest });
  });
  it('is absent from an ordinary link', () => {
    expect(pushOpenFromSearch('?a=1')).toBeNull();
  });
  it('round-trips through pushOpenLink', () => {
    const link = pushOpenLink('/account/orders/34', { pushId: 12, orderId: 34, action: '' });
    expect(link).toBe('/account/orders/34?pn_open=12.34');
    expect(pushOpenFromSearch(new URL(link, 'https://x.example').search)?.open).toEqual({
      pushId: 12,
      orderId: 34,
      action: '',
    });
  });
});
