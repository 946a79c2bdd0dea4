/**
 * Each brand's VAPID keys (RFC 8292): the public key and contact from brands/<id>/brand.json
 * (`push`), the private key from the environment, `VAPID_PRIVATE_KEY_<BRAND>` (the brand id in
 * capitals, '-' as '_': VAPID_PRIVATE_KEY_DEMO), else from brands/<id>/push-keys.json, which only
 * the demo brand has (its pushes go to the push sandbox). A brand with no public key, or no private
 * key, sends no pushes. A private key that does not belong to the public key stops the server: a
 * push signed with it would be refused by every push service.
 */
import { createECDH } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '@brand/schema';
import { loadBrands, REPO_ROOT } from '../db/seed/index';

export type VapidKeys = { subject: string; publicKey: string; privateKey: string };

export const vapidEnvName = (brandId: string) =>
  `VAPID_PRIVATE_KEY_${brandId.toUpperCase().replaceAll('-', '_')}`;

/** The base64url public key of a base64url P-256 private key. */
export function vapidPublicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

export function loadVapidKeys(
  root: string,
  brand: Pick<Brand, 'id' | 'push'>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): VapidKeys | null {
  if (!brand.push) return null;
  const privateKey = env[vapidEnvName(brand.id)] || readKeyFile(root, brand.id);
  if (!privateKey) return null;
  let derived: string;
  try {
    derived = vapidPublicKeyOf(privateKey);
  } catch {
    derived = '';
  }
  if (derived !== brand.push.vapidPublicKey)
    throw new Error(
      `Brand '${brand.id}': the VAPID private key does not match push.vapidPublicKey in brand.json`,
    );
  return { subject: brand.push.subject, publicKey: brand.push.vapidPublicKey, privateKey };
}

function readKeyFile(root: string, brandId: string): string {
  const file = join(root, 'brands', brandId, 'push-keys.json');
  if (!existsSync(file)) return '';
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const key =
    typeof parsed === 'object' && parsed !== null && 'vapidPrivateKey' in parsed
      ? parsed.vapidPrivateKey
      : '';
  return typeof key === 'string' ? key : '';
}

/** Every brand's keys, by brand id, for the brands that push. */
export function loadAllVapidKeys(
  root = REPO_ROOT,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Map<string, VapidKeys> {
  const keys = new Map<string, VapidKeys>();
  for (const brand of loadBrands(root)) {
    const brandKeys = loadVapidKeys(root, brand, env);
    if (brandKeys) keys.set(brand.id, brandKeys);
  }
  return keys;
}
