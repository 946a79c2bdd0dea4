/**
 * The payment sandbox's providers (no Braintree key): card fields as frames from the sandbox's
 * origin, and the wallets the browser offers. Loaded by ./index.ts only when chosen.
 */
import { createSandboxCardFields } from './sandboxCardFields';
import { createSandboxWallets } from './sandboxWallets';
import type { PaymentProviders } from './types';

export function createSandboxProviders(
  sandboxOrigin: string,
  win: Window = window,
): PaymentProviders {
  if (!sandboxOrigin) throw new Error('The payment sandbox has no origin');
  return {
    createCardFields: (options) =>
      createSandboxCardFields({ ...options, sandboxOrigin, window: win }),
    ...createSandboxWallets({ sandboxOrigin, window: win }),
  };
}
