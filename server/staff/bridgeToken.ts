/** A printer bridge's token as print_bridges keeps it: its SHA-256, never the token itself. */
import { createHash } from 'node:crypto';

export function bridgeTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
