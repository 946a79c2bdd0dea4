/**
 * DeliveryAddress, sub_action validate (spec 3 §7, §3 'Delivery'): a typed address (joined text or
 * parts) or a member's saved one, checked against the store's delivery postcodes, with the slots
 * offered for it; result.error when the store does not deliver there; a saved address answered to
 * its owner only.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/protocol/messages';
import { insertSavedAddress } from '../support/memberRows';
import { customerSession, teaSuite } from './cartHelpers';
import { backends } from './helpers';

describe.each(backends)('DeliveryAddress ($name)', (backend) => {
  const suite = teaSuite(backend);
  const fields = (deliveryAddress: string, extra: Record<string, string> = {}) => ({
    sub_action: 'validate',
    store_id: suite.demo.store_id,
    menu_id: suite.demo.menu_id,
    delivery_address: deliveryAddress,
    component: 'test',
    ...extra,
  });

  const saveAddress = (customerId: number, brandId: number) =>
    insertSavedAddress(suite.server.db, { brandId, customerId });

  it('validates a typed address the store delivers to, with its slots today', async () => {
    const answer = await suite.server.ok(
      'DeliveryAddress',
      fields('12 South Terrace, Fremantle, WA, 6160'),
    );
    expect(answer).toMatchObject({
      delivery_address_id: 0,
      delivery_address: '12 South Terrace, Fremantle, WA, 6160',
      delivery_address1: '12 South Terrace',
      delivery_city: 'Fremantle',
      delivery_state: 'WA',
      delivery_postcode: '6160',
      delivery_validated: 1,
      result: { error: '' },
    });
    const postcode = await suite.server.db
      .selectFrom('delivery_postcodes')
      .select('id')
      .where('merchant_id', '=', Number(suite.demo.store_id))
      .where('postcode', '=', '6160')
      .where('suburb', '=', 'Fremantle')
      .executeTakeFirstOrThrow();
    expect(answer.delivery_postcode_id).toBe(postcode.id);
    // At 11:00 the 12:00 slot's cut-off has passed; 12:30 (capacity 40) is offered.
    const labels = answer.delivery_slots.map((slot) => slot.display_label);
    expect(labels.length).toBeGreaterThan(0);
    expect(answer.delivery_slots.every((slot) => slot.delivery_slot_id > 0)).toBe(true);
    expect(answer.delivery_slots.map((slot) => slot.available_str)).toContain('Available');
  });

  it('reads the address from its parts too (JSON or bracket fields)', async () => {
    const parts = {
      delivery_address1: '12 South Terrace',
      delivery_city: 'Fremantle',
      delivery_state: 'wa',
      delivery_postcode: '6160',
    };
    const json = await suite.server.ok('DeliveryAddress', fields(JSON.stringify(parts)));
    expect(json).toMatchObject({ delivery_state: 'WA', delivery_validated: 1 });
    const bracket = Object.fromEntries(
      Object.entries(parts).map(([key, value]) => [`delivery_address[${key}]`, value]),
    );
    const { delivery_address: _text, ...rest } = fields('');
    const answer = await suite.server.ok('DeliveryAddress', { ...rest, ...bracket });
    expect(answer).toMatchObject({ delivery_postcode_id: json.delivery_postcode_id });
  });

  it('answers result.error for an address the store does not deliver to', async () => {
    const answer = await suite.server.ok(
      'DeliveryAddress',
      fields('1 Hay Street, Perth, WA, 6000'),
    );
    expect(answer).toMatchObject({
      delivery_validated: 0,
      delivery_postcode_id: 0,
      delivery_slots: [],
      result: { error: MESSAGES.deliveryAddressNotDelivered },
    });
  });

  it("validates a member's saved address by its id, for that member only", async () => {
    const owner = await customerSession(suite.server);
    const other = await customerSession(suite.server);
    const id = await saveAddress(owner.customerId, owner.brandId);
    const byId = fields(JSON.stringify({ delivery_address_id: id }));

    const mine = await suite.server.ok('DeliveryAddress', byId, { sid: owner.sid });
    expect(mine).toMatchObject({
      delivery_address_id: id,
      delivery_address1: '3 Market Street',
      delivery_validated: 1,
      result: { error: '' },
    });
    for (const sid of [other.sid, undefined]) {
      const refused = await suite.server.ok('DeliveryAddress', byId, sid ? { sid } : {});
      expect(refused).toMatchObject({
        delivery_address_id: 0,
        delivery_address: '',
        delivery_address1: '',
        delivery_validated: 0,
        result: { error: MESSAGES.deliveryAddressNotFound },
      });
    }
  });

  it('refuses another sub_action and a missing address', async () => {
    expect(
      (await suite.server.failure('DeliveryAddress', fields('x', { sub_action: 'save' }))).message,
    ).toBe(MESSAGES.invalidSubAction);
    expect((await suite.server.failure('DeliveryAddress', fields(''))).message).toBe(
      MESSAGES.deliveryAddressNotFound,
    );
  });
});
