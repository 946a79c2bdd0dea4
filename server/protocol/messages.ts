/** The server's phrases. The client maps several of them (spec 1 §8), so they are used exactly. */
export const MESSAGES = {
  invalidAppToken: 'Invalid app token',
  unsupportedApiVersion: 'Unsupported API version',
  unknownRequestAction: 'Unknown request action',
  sessionExpired: 'Session expired',
  invalidMenuName: 'Invalid menu name',
  merchantDoesNotExist: 'Merchant does not exist',
  menuItemDoesNotExist: 'Menu item does not exist',
  invalidSet: 'Invalid location set',
  /** An unexpected failure: the details go to the log, not to the customer. */
  serverError: 'Error, please try again',
} as const;
