/**
 * Every provider call under a deadline: a gateway that never answers must not hold a
 * placement, or anything waiting behind it, for longer than `ms`. The adapters abort their own
 * requests too; this bounds any gateway, the test doubles' included. A call past its deadline is a
 * PaymentProviderTimeout: the placement is unsettled and the reconciler settles it.
 */
import { PaymentProviderTimeout } from './errors';
import type { PaymentGateway } from './types';

export function withDeadline<T>(call: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderTimeout(what, ms)), ms);
  });
  return Promise.race([call, late]).finally(() => clearTimeout(timer));
}

export function gatewayWithDeadline(gateway: PaymentGateway, ms: number): PaymentGateway {
  const bounded = {} as Record<string, unknown>;
  for (const [name, method] of Object.entries(gateway) as [string, unknown][]) {
    bounded[name] =
      typeof method === 'function'
        ? (...args: unknown[]) =>
            withDeadline(
              Promise.resolve((method as (...a: unknown[]) => unknown).apply(gateway, args)),
              ms,
              `payment provider ${name}`,
            )
        : method;
  }
  return bounded as PaymentGateway;
}
