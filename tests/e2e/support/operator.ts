/**
 * The operator console beside an e2e server (scripts/serve.ts): it listens on the app's port + 20
 * and answers only with the token the servers keep in ./data/operator-token.
 */
import { operatorToken, operatorTokenFile } from '../../../server/operator/token';

export function operatorOrigin(baseURL: string): string {
  return `http://127.0.0.1:${Number(new URL(baseURL).port) + 20}`;
}

export function operatorHeaders(): Record<string, string> {
  return { authorization: `Bearer ${operatorToken(operatorTokenFile('memory://'))}` };
}
