/**
 * Each RequestAction's answer schema, as the protocol client checks it (src/api/actions.ts is the
 * catalogue). The worker's first load carries only the schemas a cold visit's calls answer with
 * (Merchant, whose answer the worker adopts, and Push, the time zone it sends); the catalogue, with
 * every other action's schema, is imported with the first other answer.
 */
import type { z } from 'zod/mini';
import type { ActionResponse, RequestAction } from '@/api/actions';
import { merchantResponseSchema } from '@/api/merchant';
import { pushResponseSchema } from '@/api/push';

// A mapped type lets TypeScript tie each action to its own schema when indexed by a generic A.
type Schemas = { [A in RequestAction]: z.ZodMiniType<ActionResponse<A>> };

const firstLoad: Partial<Schemas> = { Merchant: merchantResponseSchema, Push: pushResponseSchema };

export async function responseSchema<A extends RequestAction>(
  action: A,
): Promise<z.ZodMiniType<ActionResponse<A>>> {
  const early = firstLoad[action];
  if (early !== undefined) return early;
  const schemas: Schemas = (await import('@/api/actions')).responseSchemas;
  return schemas[action];
}
