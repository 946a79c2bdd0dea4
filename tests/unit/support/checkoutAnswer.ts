/**
 * Synthetic ManageCart and OrderStatusDetailed answers in the contract's shapes (src/api), for
 * worker tests that script the server's side (until the reference server answers them itself).
 */
import { GUEST_CHECKOUT_CUSTOMER, type CartOrder, type ManageCartResponse } from '@/api/manageCart';
import type { OrderDetail } from '@/api/orderStatusDetailed';

export function syntheticOrder(overrides: Partial<CartOrder> = {}): CartOrder {
  const items = [
    {
      cart_item_slot_id: 11,
      menu_item_id: 1,
      name: 'Item 1',
      quantity: 2,
      options: {},
      option_lines: [],
      unit_price: 1000,
      line_total: 2000,
    },
  ];
  return {
    id: 5,
    store_id: 1,
    menu_id: 1,
    items,
    num_items: 2,
    sub_total: 2000,
    coupon_code: '',
    discount: 0,
    total_after_discount: 2000,
    delivery_fee: 0,
    total: 2000,
    note: '',
    checkout: {
      fulfilment_type: 'pickup',
      fulfilment_asap: 1,
      fulfilment_date: '',
      fulfilment_time: '',
      delivery_address_id: 0,
      delivery_address: '',
      delivery_address1: '',
      delivery_address2: '',
      delivery_city: '',
      delivery_state: '',
      delivery_postcode: '',
      delivery_country: '',
      delivery_validated: 0,
      delivery_postcode_id: 0,
      delivery_slot_id: 0,
      delivery_stop_id: 0,
      pickup_location_id: 0,
    },
    totals: {
      sub_total: 2000,
      rewards_discount: 0,
      total_after_rewards: 2000,
      discount: 0,
      total_after_discount: 2000,
      surcharge_amount: 0,
      delivery_fee: 0,
      convenience_fee: 0,
      grand_total: 2000,
    },
    payment_method: '',
    contactless: 0,
    student_name: '',
    store_class_id: 0,
    custom_data: {},
    ...overrides,
  };
}

export function syntheticCheckoutAnswer(
  order: CartOrder = syntheticOrder(),
  subAction: ManageCartResponse['sub_action'] = 'load_checkout',
): ManageCartResponse {
  const load = subAction === 'load_checkout';
  return {
    sub_action: subAction,
    order,
    affects_cart_total: 0,
    cart_item_slot_id: 0,
    additional_data: {
      delivery_address: {
        postcode_id: 0,
        delivery_validated: 0,
        postcode: '',
        suburb: '',
        state: '',
        delivery_fee: 0,
        min_order: 0,
      },
      delivery_mins: 0,
    },
    ...(load
      ? {
          menu: {
            menu_id: 1,
            menu_name: 'synthetic',
            checkout_notice: '',
            allow_promo_codes: 1,
            allow_order_notes: 1,
            require_registration: 0,
            is_students_enabled: 0,
            student_name_label: '',
            contactless: {},
            custom_fields: [],
            custom_fields_label: '',
            student_classes: [],
            payment_methods: [],
            terms_required: 0,
            terms_url: '',
            age_limit_required: 0,
            age_limit_text: '',
          },
          customer: GUEST_CHECKOUT_CUSTOMER,
          merchant: {
            id: 1,
            menu_id: 1,
            name: 'Synthetic Store',
            suburb: 'Fremantle',
            address1: '1 Market St',
            phone: '08 9000 0000',
            logo_square_url: '',
            locale: {
              currency_sign: '$',
              currency_code: 'AUD',
              country_code: 'AU',
              labels: {
                address1: 'Address',
                address2: 'Address 2',
                city_suburb: 'Suburb',
                state: 'State',
                postcode: 'Postcode',
              },
            },
            is_apple_pay_enabled: 0,
            is_google_pay_enabled: 0,
            is_eftpos_enabled: 0,
            is_billing_address_required: 0,
            is_braintree_payments_enabled: 0,
            braintree_tokenization_key: '',
            payment_sandbox_origin: '',
            surcharge_percent_cc: 0,
            surcharge_percent_amex: 0,
            surcharge_percent_paypal: 0,
            local_ts: '2026-11-23 17:00:00',
            timezone: 'Australia/Perth',
            promo_text: 'Two for one on Tuesdays',
            payment_text: '',
            delivery_text: '',
            warning_text: '',
          },
        }
      : {}),
  };
}

export function syntheticOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 42,
    order_number: 'A042',
    merchant: {
      id: 1,
      name: 'Synthetic Store',
      address1: '1 Market St',
      suburb: 'Fremantle',
      phone: '',
    },
    currency_sign: '$',
    status: 'placed',
    status_label: 'Order placed',
    history: [{ status: 'placed', at: '2026-11-23T17:00:00+08:00' }],
    placed_at: '2026-11-23T17:00:00+08:00',
    fulfilment_type: 'pickup',
    fulfilment_when: 'ASAP',
    fulfilment_asap: 1,
    fulfilment_detail: '',
    customer_name: 'Sam',
    items: [{ name: 'Item 1', quantity: 2, option_lines: [], unit_price: 1000, line_total: 2000 }],
    sub_total: 2000,
    rewards_discount: 0,
    discount: 0,
    surcharge_amount: 0,
    delivery_fee: 0,
    convenience_fee: 0,
    grand_total: 2000,
    coupon_code: '',
    note: '',
    payment: { method: 'CC', description: 'Visa ending 1111', amount: 2000 },
    ...overrides,
  };
}
