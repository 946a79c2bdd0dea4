/**
 * The wire envelope of spec 1 §7: every call is a form-encoded POST to the single API base with a
 * RequestAction and the common fields; every answer carries ResponseCode, Response, SID and
 * optionally Upgrade. On success Response is the action's data; otherwise it is a list of
 * messages whose first entry is shown to the user.
 */
import { z } from 'zod/mini';

export const API_VERSION = '7';

export const APP_MODES = ['PERSONAL', 'KIOSK', 'POS'] as const;
export type AppMode = (typeof APP_MODES)[number];

/** The fields every request body carries besides RequestAction (spec 1 §7). */
export type CommonFields = {
  app_token: string;
  api_version: typeof API_VERSION;
  app_id: string;
  app_version: string;
  app_mode: AppMode;
  /** Session id, sent only when one is stored. */
  sid?: string;
  /** Device-local time in whole seconds since the epoch. */
  local_ts: string;
};

export const upgradeSchema = z.object({
  Available: z.boolean(),
  Required: z.boolean(),
  /** Where the new version is (web: the app's own URL; native: the store page). */
  Link: z.string(),
});
export type Upgrade = z.infer<typeof upgradeSchema>;

export { RESPONSE_CODES } from './responseCodes';

export const envelopeSchema = z.object({
  ResponseCode: z.string(),
  Response: z.unknown(),
  SID: z.optional(z.string()),
  Upgrade: z.optional(upgradeSchema),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** Failure answers carry messages; the first is the one the user sees. */
export const failureMessagesSchema = z.array(z.string()).check(z.minLength(1));
