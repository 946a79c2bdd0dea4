import { describe, expect, it } from 'vitest';
import { mutatingCallOf } from './faultKinds';

const api = new URL('http://docket.test/api');
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('mutatingCallOf', () => {
  it.each([
    [{ RequestAction: 'ManageCart', sub_action: 'add_to_order' }, 'add_to_order'],
    [{ RequestAction: 'ManageCart', sub_action: 'update_quantity' }, 'update_quantity'],
    [{ RequestAction: 'ManageCart', sub_action: 'update_checkout' }, 'update_checkout'],
    [{ RequestAction: 'ManageCart', sub_action: 'load_checkout' }, null],
    [{ RequestAction: 'SubmitOrder', preorder: '1' }, 'SubmitOrder validate'],
    [{ RequestAction: 'SubmitOrder', preorder: '0' }, 'SubmitOrder place'],
    [{ RequestAction: 'TopupNewCard' }, 'Topup'],
    [{ RequestAction: 'TopupExistingCard' }, 'Topup'],
    [{ RequestAction: 'StandingOrders', sub_action: 'save' }, 'StandingOrders save'],
    [{ RequestAction: 'StandingOrders', sub_action: 'load' }, null],
    [{ RequestAction: 'StaffOrderStatus' }, 'StaffOrderStatus'],
    [{ RequestAction: 'MenuList' }, null],
  ])('%o is %s', (fields, call) => {
    expect(mutatingCallOf('POST', api, form(fields))).toBe(call);
  });

  it.each([
    ['POST', '/linkly/rest/v1/sessions/abc/transaction', 'Linkly transaction'],
    ['GET', '/linkly/rest/v1/sessions/abc/transaction', null],
    ['POST', '/linkly/rest/v1/sessions/abc/sendkey', null],
  ])('%s %s is %s', (method, path, call) => {
    expect(mutatingCallOf(method, new URL(`http://sandbox.test${path}`), null)).toBe(call);
  });
});
