/** The server's phrases are shared with the worker, which recognises several: one copy, there. */
export {
  SERVER_PHRASES as MESSAGES,
  promoExpiredMessage,
  promoMinimumMessage,
  quantityRangeMessage,
} from '@domain/serverPhrases';
