/**
 * What the fault proxy can do to one mutating call, and which calls are mutating: the wire names
 * of src/api/ (ManageCart's sub_actions, SubmitOrder, the Topup* actions, StandingOrders save,
 * StaffOrderStatus) and the Linkly Cloud purchase (POST …/sessions/{id}/transaction).
 */
export const FAULT_KINDS = [
  'none',
  /** Never reaches the server; the client sees a network error. */
  'drop-request',
  /** The server processes it; the answer is lost (network error). */
  'drop-answer',
  /** HTTP 500 without the server seeing it (a proxy in front failed). */
  '500-before',
  /** The server processes it, then the client gets HTTP 500 instead of its answer. */
  '500-after',
  /** The server processes it; its answer is held until the worker's own time-out fired. */
  'late-answer',
  /** The server processes it; the network goes down before the answer and stays down a while. */
  'cut',
  /** The page reloads before the request leaves. */
  'reload-unsent',
  /** The page reloads after the server processed the request, before its answer. */
  'reload-sent',
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

export const MUTATING_CALLS = [
  'add_to_order',
  'update_quantity',
  'update_checkout',
  'SubmitOrder validate',
  'SubmitOrder place',
  'Topup',
  'StandingOrders save',
  'Linkly transaction',
  'StaffOrderStatus',
] as const;

export type MutatingCall = (typeof MUTATING_CALLS)[number];

/** The mutating call a request is, or null for reads (menus, status polls, lists). */
export function mutatingCallOf(
  method: string,
  url: URL,
  form: URLSearchParams | null,
): MutatingCall | null {
  if (method === 'POST' && /^\/linkly\/rest\/v1\/sessions\/[^/]+\/transaction$/.test(url.pathname))
    return 'Linkly transaction';
  if (form === null) return null;
  const action = form.get('RequestAction') ?? '';
  const sub = form.get('sub_action') ?? '';
  if (
    action === 'ManageCart' &&
    ['add_to_order', 'update_quantity', 'update_checkout'].includes(sub)
  )
    return sub as MutatingCall;
  if (action === 'SubmitOrder')
    return form.get('preorder') === '0' ? 'SubmitOrder place' : 'SubmitOrder validate';
  if (action.startsWith('Topup')) return 'Topup';
  if (action === 'StandingOrders' && sub === 'save') return 'StandingOrders save';
  if (action === 'StaffOrderStatus') return 'StaffOrderStatus';
  return null;
}
