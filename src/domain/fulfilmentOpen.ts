/**
 * Why the fulfilment chooser cannot open (spec 1 §8 'Fulfilment not loaded / none'): its options
 * have not loaded, or the menu offers no fulfilment type; null when it can.
 */
import { FULFILMENT_NOT_LOADED, NO_FULFILMENT_TYPES_RETRY } from './messages';

export function fulfilmentOpenRefusal(input: { ready: boolean; typeCount: number }): string | null {
  if (!input.ready) return FULFILMENT_NOT_LOADED;
  return input.typeCount === 0 ? NO_FULFILMENT_TYPES_RETRY : null;
}
