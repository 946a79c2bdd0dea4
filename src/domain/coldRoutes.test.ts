import { describe, expect, it } from 'vitest';
import { carriesUrlSession, coldRouteOf } from './coldRoutes';

// Every customer route has a first-load budget (Cart, Checkout, Sign-in, Receipt); spec 3 §4: 'sid,
// userid and usertoken trigger a login on the web and are then stripped'.
describe('coldRouteOf', () => {
  it.each([
    ['/cart', '', { kind: 'cart', orderId: null }],
    ['/cart/', '', { kind: 'cart', orderId: null }],
    ['/checkout', '', { kind: 'checkout', orderId: null }],
    ['/login', '', { kind: 'signIn', orderId: null }],
    ['/login', '?next=%2Fcart&from=%2Fmenu%2Ffig-and-olive', { kind: 'signIn', orderId: null }],
    ['/signin', '', { kind: 'signIn', orderId: null }],
    ['/signup', '', { kind: 'signIn', orderId: null }],
    ['/order/42', '', { kind: 'receipt', orderId: 42 }],
    ['/order/42/', '', { kind: 'receipt', orderId: 42 }],
    ['/order/0', '', null],
    ['/order/abc', '', null],
    ['/order/1234567890123456', '', null],
    ['/account/orders/42', '', null],
    ['/cart/login', '', null],
    ['/login', '?sid=abc&userid=5&usertoken=t', null],
    ['/cart', '?userid=5', null],
    ['/order/42', '?usertoken=', null],
    ['/menu/fig-and-olive', '', null],
    ['/', '', null],
  ])('%s%s → %j', (path, search, route) => {
    expect(coldRouteOf(path, search)).toEqual(route);
  });
});

describe('carriesUrlSession', () => {
  it.each([
    ['', false],
    ['?next=%2Fcart', false],
    ['?sid=x', true],
    ['?a=1&UserId=2', true],
    ['?user%74oken=x', true],
    ['?%E0%A4%A=1', true],
    ['?sidebar=1', false],
  ])('%s → %s', (search, carries) => {
    expect(carriesUrlSession(search)).toBe(carries);
  });
});
