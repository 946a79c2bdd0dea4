/**
 * Verifying a provider's ID token (a JWS in compact form) against the provider's published keys
 * (a JWKS), as Apple and Google document it: the signature by the key its `kid` names (RS256, or
 * ES256), the issuer, the audience (our client id), and the expiry, with a minute of clock skew.
 * `alg` comes from the key when it says, never 'none' or an HMAC. The clock is a parameter.
 */
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';

export type Jwk = JsonWebKey & { kid?: string; alg?: string; use?: string };

export type IdTokenClaims = {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat?: number;
  email?: string;
  email_verified?: boolean | 'true' | 'false';
  name?: string;
  given_name?: string;
  family_name?: string;
  nonce?: string;
  [claim: string]: unknown;
};

export type JwtFailure =
  | 'malformed'
  | 'unsupported-algorithm'
  | 'unknown-key'
  | 'bad-signature'
  | 'wrong-issuer'
  | 'wrong-audience'
  | 'expired'
  | 'not-yet-valid';

export type JwtCheck = { ok: true; claims: IdTokenClaims } | { ok: false; reason: JwtFailure };

const SKEW_SECONDS = 60;
const ALGORITHMS = { RS256: 'RSA', ES256: 'EC' } as const;

type Parts = {
  header: { alg?: unknown; kid?: unknown };
  claims: IdTokenClaims;
  signed: string;
  signature: Buffer;
};

function decodePart(part: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) throw new Error('not base64url');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

function split(token: string): Parts | null {
  const pieces = token.split('.');
  if (pieces.length !== 3 || token.length > 8192) return null;
  const [header = '', payload = '', signature = ''] = pieces;
  try {
    const decodedHeader = decodePart(header);
    const decodedClaims = decodePart(payload);
    if (typeof decodedHeader !== 'object' || decodedHeader === null) return null;
    if (typeof decodedClaims !== 'object' || decodedClaims === null) return null;
    const claims = decodedClaims as IdTokenClaims;
    if (typeof claims.iss !== 'string' || typeof claims.sub !== 'string' || claims.sub === '')
      return null;
    if (typeof claims.exp !== 'number') return null;
    if (!/^[A-Za-z0-9_-]*$/.test(signature)) return null;
    return {
      header: decodedHeader,
      claims,
      signed: `${header}.${payload}`,
      signature: Buffer.from(signature, 'base64url'),
    };
  } catch {
    return null;
  }
}

/** The token's header `kid`, to pick (or fetch) the key set; null for a token that is not a JWS. */
export function tokenKeyId(token: string): string | null {
  const parts = split(token);
  return parts && typeof parts.header.kid === 'string' ? parts.header.kid : null;
}

function signatureHolds(alg: 'RS256' | 'ES256', key: Jwk, parts: Parts): boolean {
  try {
    const publicKey = createPublicKey({ key, format: 'jwk' });
    return verify(
      'sha256',
      Buffer.from(parts.signed),
      alg === 'ES256' ? { key: publicKey, dsaEncoding: 'ieee-p1363' } : publicKey,
      parts.signature,
    );
  } catch {
    return false;
  }
}

export function verifyIdToken(
  token: string,
  expected: { keys: readonly Jwk[]; issuers: readonly string[]; audience: string; now: Date },
): JwtCheck {
  const parts = split(token);
  if (!parts) return { ok: false, reason: 'malformed' };
  const { header, claims } = parts;
  const alg = header.alg;
  if (alg !== 'RS256' && alg !== 'ES256') return { ok: false, reason: 'unsupported-algorithm' };
  const key = expected.keys.find((candidate) => candidate.kid === header.kid);
  if (!key || key.kty !== ALGORITHMS[alg] || (key.alg !== undefined && key.alg !== alg))
    return { ok: false, reason: 'unknown-key' };
  if (!signatureHolds(alg, key, parts)) return { ok: false, reason: 'bad-signature' };
  if (!expected.issuers.includes(claims.iss)) return { ok: false, reason: 'wrong-issuer' };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (expected.audience === '' || !audiences.includes(expected.audience))
    return { ok: false, reason: 'wrong-audience' };
  const nowSeconds = expected.now.getTime() / 1000;
  if (claims.exp + SKEW_SECONDS <= nowSeconds) return { ok: false, reason: 'expired' };
  if (typeof claims.iat === 'number' && claims.iat - SKEW_SECONDS > nowSeconds)
    return { ok: false, reason: 'not-yet-valid' };
  return { ok: true, claims };
}
