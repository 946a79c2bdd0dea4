/** Spec 3 §4: 'sid, userid and usertoken trigger a login on the web and are then stripped'. */
import { describe, expect, it } from 'vitest';
import { urlLogin, withoutUrlLogin } from './urlLogin';

describe('session in URL (§4: sid, userid, usertoken, then stripped)', () => {
  it.each([
    [
      { sid: 'a', userid: '12', usertoken: 't' },
      { sid: 'a', userId: '12', userToken: 't' },
    ],
    [
      { userid: '12', usertoken: 't' },
      { sid: '', userId: '12', userToken: 't' },
    ],
    [{ userid: '12' }, null],
    [{ userid: 'x', usertoken: 't' }, null],
    [{ userid: '0', usertoken: 't' }, null],
  ])('%j', (params, expected) => {
    expect(urlLogin(params)).toEqual(expected);
  });

  it.each([
    ['?sid=a&userid=1&usertoken=t', ''],
    ['?table=2&userid=1&usertoken=t&promo=X', '?table=2&promo=X'],
    ['', ''],
  ])('withoutUrlLogin(%s) = %s', (search, expected) => {
    expect(withoutUrlLogin(search)).toBe(expected);
  });
});
