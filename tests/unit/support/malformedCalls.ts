/**
 * The worker calls that talk to the server, as tests/unit/malformedAnswers.server.test.ts runs
 * them against malformed answers: which device makes the call, how it is prepared, the action
 * whose answer is replaced, and what the call must answer (the spec's words for that call, or
 * 'queued' for a change the outbox keeps).
 */
import { randomUUID } from 'node:crypto';
import type { RequestAction } from '@/api/actions';
import { ERROR_CA1, ERROR_CA3, ERROR_CH1 } from '@/domain/cartMessages';
import {
  ERROR_HO1,
  ERROR_ME1,
  ERROR_ME2,
  ERROR_OI1,
  ERROR_TRY_AGAIN,
  INTERNET_REQUIRED,
} from '@/domain/messages';
import { CHECK_ORDER_NOT_THROUGH, PLACING_ORDER, VALIDATING_ORDER } from '@/domain/orderMessages';
import { accountRetryText, ERROR_PLEASE_TRY_AGAIN } from '@/domain/signInMessages';
import { MODIFIERS_FAILED } from '@/domain/standingOrderMessages';
import { DEMO_STAFF_DEVICES } from '../../../server/db/seed/staffDevices';
import type { MalformedAnswer } from './malformedAnswers';
import type { TestServer } from './server';
import type { workerHarness } from './workerHarness';

export type Device = ReturnType<typeof workerHarness> & {
  state: { armed: MalformedAnswer | null; captured: Map<string, string> };
};

/** What a worker call answers, whatever its own error codes. */
export type CallAnswer =
  { ok: true; data: unknown } | { ok: false; error: { code: string; message: string } };

type Envelope = { [key: string]: never } | Record<string, unknown>;

export type MalformedCall = {
  name: string;
  /** Whose answer is replaced, and whose schema says whether a case is malformed. */
  action: RequestAction;
  device: 'guest' | 'staff';
  /** Run once before the cases (with the real server): what the call needs to be sent. */
  prepare: (d: Device, server: TestServer) => Promise<void>;
  /** The answer the cases are made from, when the real server's is not the one to use. */
  base?: Envelope;
  beforeEach?: (d: Device) => Promise<void>;
  run: (d: Device) => Promise<CallAnswer>;
  /** null when the result is as it should be, else what is wrong. */
  check: (result: CallAnswer) => string | null;
  /** Every text the call may toast. */
  texts: string[];
  /** Dexie rows (dexieRows' names) the call may change, after checking them itself. */
  kept?: (
    d: Device,
    before: Record<string, string>,
    after: Record<string, string>,
  ) => Promise<string[]>;
  cleanUp?: (d: Device) => Promise<void>;
};

const SLUG = 'fig-and-olive';
const ITEM = 1;
const STAFF = DEMO_STAFF_DEVICES.demo!.devices.find((device) => device.status === 8)!;

/** A failure whose message is `text`. */
const failsWith =
  (...texts: string[]) =>
  (result: CallAnswer): string | null => {
    if (result.ok) return `answered ok ${JSON.stringify(result.data).slice(0, 100)}`;
    return texts.includes(result.error.message)
      ? null
      : `answered '${result.error.code}: ${result.error.message.slice(0, 160)}'`;
  };

/** A failure the page words by its code: a network failure or an unreadable answer. */
const failsAsNoAnswer = (result: CallAnswer): string | null => {
  if (result.ok) return `answered ok ${JSON.stringify(result.data).slice(0, 100)}`;
  return ['network', 'invalid-response'].includes(result.error.code)
    ? null
    : `answered '${result.error.code}: ${result.error.message.slice(0, 160)}'`;
};

async function signInStaff(d: Device) {
  const signed = await d.api.signIn({
    method: 'email',
    email: STAFF.email,
    password: STAFF.password,
    rememberMe: true,
  });
  if (!signed.ok) throw new Error(`staff sign-in failed: ${signed.error.message}`);
}

async function menuLoaded(d: Device) {
  const menu = await d.api.loadMenu({ slug: SLUG, force: true });
  if (!menu.ok) throw new Error(`menu failed: ${menu.error.message}`);
}

const guestSetUp = async (d: Device) => {
  await menuLoaded(d);
  const added = await d.api.addToCart({
    requestId: randomUUID(),
    slug: SLUG,
    item: { menu_item_id: ITEM, quantity: 2, options: {}, cart_item_slot_id: -1 },
    label: 'Flat White',
  });
  if (!added.ok) throw new Error(`add failed: ${added.error.message}`);
};

/** The outbox row a queued change left: it must be waiting to be sent again, then it is removed. */
async function queuedRowKept(d: Device, before: Record<string, string>): Promise<string[]> {
  const earlier = JSON.parse(before.outbox ?? '[]') as { id: number }[];
  const rows = await d.db.outbox.toArray();
  const added = rows.filter((row) => !earlier.some((old) => old.id === row.id));
  if (added.length !== 1 || added[0]!.status !== 'pending' || added[0]!.attempts < 1) {
    throw new Error(`the change is not queued: ${JSON.stringify(added)}`);
  }
  return ['outbox'];
}

const removeQueued = async (d: Device) => {
  await d.db.outbox.clear();
};

const queued = (result: CallAnswer): string | null =>
  result.ok && (result.data as { state: string }).state === 'queued'
    ? null
    : `answered ${JSON.stringify(result).slice(0, 160)}`;

const submitFields = {
  payment_method: 'CC',
  order_source: 'rmobi' as const,
  fulfilment_type: 'pickup',
  fulfilment_asap: '1',
  customer_name: 'Jo Citizen',
  customer_email: 'jo@example.com',
  customer_mobile: '+61412345678',
  braintree_nonce: 'fake-valid-nonce',
  return_url: 'https://shop.example/checkout',
  confirmed_total: '1000',
};

/** SubmitOrder's answer as the server gives it for a placed order. */
const placedAnswer = {
  ResponseCode: 'SUCCESS',
  Response: {
    preorder: 0,
    order_id: 100,
    order_total: 1000,
    payment_method: 'CC',
    payment_redirect: 0,
    requires_redirect: 0,
    redirect_url: '',
    promo_code: '',
    customer: { id: 77, name: 'Jo Citizen', email: 'jo@example.com', status: 2 },
  },
};

const nothing = async () => {};

/** How each device starts: a guest with the menu and a cart line, a signed-in staff member. */
export const deviceSetUps: Record<MalformedCall['device'], (d: Device) => Promise<void>> = {
  guest: guestSetUp,
  staff: async (d) => {
    await signInStaff(d);
    await menuLoaded(d);
  },
};

export function malformedCalls(): MalformedCall[] {
  return [
    {
      name: 'loadMenu (Merchant)',
      action: 'Merchant',
      device: 'guest',
      prepare: nothing,
      run: (d) => d.api.loadMenu({ slug: SLUG, force: true }),
      check: failsWith(ERROR_ME1),
      texts: [ERROR_ME1],
    },
    {
      name: 'loadItemDetails (MenuItemDetails)',
      action: 'MenuItemDetails',
      device: 'guest',
      prepare: nothing,
      run: (d) => d.api.loadItemDetails({ slug: SLUG, itemId: ITEM }),
      check: failsWith(ERROR_ME2),
      texts: [ERROR_ME2],
    },
    {
      name: 'loadMerchants (Merchants)',
      action: 'Merchants',
      device: 'guest',
      prepare: nothing,
      run: (d) => d.api.loadMerchants({ set: 'ALL' }),
      check: failsWith(ERROR_TRY_AGAIN),
      texts: [ERROR_TRY_AGAIN],
    },
    {
      name: 'loadHome (AppHome)',
      action: 'AppHome',
      device: 'guest',
      prepare: nothing,
      run: (d) => d.api.loadHome(),
      check: failsWith(ERROR_HO1),
      texts: [ERROR_HO1],
    },
    {
      name: 'addToCart (ManageCart add_to_order)',
      action: 'ManageCart',
      device: 'guest',
      prepare: nothing,
      run: (d) =>
        d.api.addToCart({
          requestId: randomUUID(),
          slug: SLUG,
          item: { menu_item_id: ITEM, quantity: 1, options: {}, cart_item_slot_id: -1 },
          label: 'Flat White',
        }),
      check: queued,
      texts: [],
      kept: queuedRowKept,
      cleanUp: removeQueued,
    },
    {
      name: 'updateQuantity (ManageCart update_quantity)',
      action: 'ManageCart',
      device: 'guest',
      prepare: nothing,
      run: async (d) => {
        const line = (await d.db.cart.toArray())[0] as unknown as {
          lines?: { cart_item_slot_id: number }[];
        };
        return d.api.updateQuantity({
          requestId: randomUUID(),
          slug: SLUG,
          line: { cart_item_slot_id: line?.lines?.[0]?.cart_item_slot_id ?? 1, quantity: 3 },
          label: 'Flat White',
        });
      },
      check: queued,
      texts: [],
      kept: queuedRowKept,
      cleanUp: removeQueued,
    },
    {
      name: 'updateCheckout from the cart (ManageCart update_checkout)',
      action: 'ManageCart',
      device: 'guest',
      prepare: nothing,
      run: (d) =>
        d.api.updateCheckout({
          slug: SLUG,
          options: { order_note: 'no onions' },
          failureText: 'CA3',
        }),
      check: failsWith(ERROR_CA3),
      texts: [ERROR_CA3],
    },
    {
      name: 'applyPromo (ManageCart update_checkout)',
      action: 'ManageCart',
      device: 'guest',
      prepare: nothing,
      run: (d) => d.api.applyPromo({ slug: SLUG, code: 'welcome10' }),
      check: failsWith(ERROR_TRY_AGAIN),
      texts: [ERROR_TRY_AGAIN],
    },
    {
      name: 'loadCheckout from the cart (ManageCart load_checkout)',
      action: 'ManageCart',
      device: 'guest',
      prepare: nothing,
      run: (d) => d.api.loadCheckout({ slug: SLUG, screen: 'cart' }),
      check: failsWith(ERROR_CA1),
      texts: [ERROR_CA1],
    },
    {
      name: 'loadCheckout on the checkout (ManageCart load_checkout)',
      action: 'ManageCart',
      device: 'guest',
      prepare: nothing,
      run: (d) => d.api.loadCheckout({ slug: SLUG, screen: 'checkout' }),
      check: failsWith(ERROR_CH1),
      texts: [ERROR_CH1],
    },
    {
      name: 'loadSchedule pickup locations (PickupLocations)',
      action: 'PickupLocations',
      device: 'guest',
      prepare: nothing,
      run: (d) => d.api.loadSchedule({ slug: SLUG, kind: 'locations', date: '' }),
      check: failsWith(ERROR_TRY_AGAIN),
      texts: [ERROR_TRY_AGAIN],
    },
    {
      name: 'submitOrder validation (SubmitOrder preorder 1)',
      action: 'SubmitOrder',
      device: 'guest',
      prepare: nothing,
      base: { ...placedAnswer, Response: { ...placedAnswer.Response, preorder: 1, order_id: 0 } },
      run: (d) => d.api.submitOrder({ slug: SLUG, fields: submitFields, validate: true }),
      check: failsWith(INTERNET_REQUIRED),
      texts: [INTERNET_REQUIRED, VALIDATING_ORDER],
    },
    {
      name: 'submitOrder placement in flight (SubmitOrder preorder 0)',
      action: 'SubmitOrder',
      device: 'guest',
      prepare: nothing,
      base: placedAnswer,
      run: (d) => d.api.submitOrder({ slug: SLUG, fields: submitFields, validate: false }),
      check: failsWith(CHECK_ORDER_NOT_THROUGH),
      texts: [CHECK_ORDER_NOT_THROUGH, PLACING_ORDER],
      kept: async (d, before, after) => {
        const pending = JSON.parse(after['appState.pendingPlacement'] ?? 'null') as {
          value?: { payload?: Record<string, string> };
        } | null;
        if (before['appState.pendingPlacement'] !== undefined || pending === null) {
          throw new Error('the placement in flight is not kept to be resent');
        }
        if (JSON.stringify(pending).includes('fake-valid-nonce')) {
          throw new Error('the kept placement holds the card nonce');
        }
        return ['appState.pendingPlacement'];
      },
      cleanUp: async (d) => {
        await d.db.appState.delete('pendingPlacement');
      },
    },
    {
      name: 'repeatOrder (ManageCart repeat_order)',
      action: 'ManageCart',
      device: 'guest',
      prepare: nothing,
      run: (d) => d.api.repeatOrder({ slug: SLUG, orderId: 1 }),
      check: failsWith(ERROR_OI1),
      texts: [ERROR_OI1],
    },
    {
      name: 'signIn (Login)',
      action: 'Login',
      device: 'guest',
      prepare: nothing,
      run: (d) =>
        d.api.signIn({
          method: 'email',
          email: STAFF.email,
          password: STAFF.password,
          rememberMe: true,
        }),
      check: failsWith(accountRetryText('LI1')),
      texts: [accountRetryText('LI1')],
      cleanUp: async (d) => {
        // The capture run signed the guest in for real: the cases start signed out.
        if (((await d.db.customer.get('current'))?.id ?? 0) > 0) await d.api.signOut();
      },
    },
    {
      name: 'loadAccount (CustomerAccount)',
      action: 'CustomerAccount',
      device: 'staff',
      prepare: nothing,
      run: (d) => d.api.loadAccount(),
      check: failsWith(accountRetryText('GA1')),
      texts: [accountRetryText('GA1')],
    },
    {
      name: 'loadOrderHistory (OrderHistory)',
      action: 'OrderHistory',
      device: 'staff',
      prepare: nothing,
      run: (d) => d.api.loadOrderHistory(),
      check: failsAsNoAnswer,
      texts: [],
    },
    {
      name: 'loadRewards (Rewards)',
      action: 'Rewards',
      device: 'staff',
      prepare: nothing,
      run: (d) => d.api.loadRewards(),
      check: failsAsNoAnswer,
      texts: [],
    },
    {
      name: 'topup with the saved card (TopupExistingCard)',
      action: 'TopupExistingCard',
      device: 'staff',
      prepare: nothing,
      run: (d) => d.api.topup({ method: 'SAVED', amount: 3000, requestId: randomUUID() }),
      check: failsWith(ERROR_PLEASE_TRY_AGAIN),
      texts: [ERROR_PLEASE_TRY_AGAIN],
    },
    {
      name: 'loadStandingOrder (StandingOrders load)',
      action: 'StandingOrders',
      device: 'staff',
      prepare: nothing,
      run: (d) => d.api.loadStandingOrder({ storeId: 0, standingOrderId: 0 }),
      check: failsWith(ERROR_TRY_AGAIN),
      texts: [ERROR_TRY_AGAIN],
    },
    {
      name: 'loadStandingOrderOptions (MenuItemDetails)',
      action: 'MenuItemDetails',
      device: 'staff',
      prepare: nothing,
      run: (d) => d.api.loadStandingOrderOptions({ menuItemId: ITEM }),
      check: failsWith(MODIFIERS_FAILED),
      texts: [MODIFIERS_FAILED],
    },
    {
      name: 'loadStaffBoard (StaffOrders)',
      action: 'StaffOrders',
      device: 'staff',
      prepare: nothing,
      run: (d) => d.api.loadStaffBoard({}),
      check: failsAsNoAnswer,
      texts: [],
    },
  ];
}
