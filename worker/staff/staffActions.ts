/**
 * The staff devices' outbox actions, apart from their screens' reads so the outbox, the kiosk's
 * reset and the worker's core can tell staff rows apart without loading the staff code.
 */
export const STAFF_MOVE_ACTION = 'StaffOrderStatus';
export const STAFF_MENU_ACTION = 'StaffMenuChange';
