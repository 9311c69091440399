import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { multikeyLib, type MultikeyPair } from '../proof/libs';

/** The file the signing key's seed is kept in when CREDENTIAL_SIGNING_KEY is not set. */
export const KEY_FILE = 'credential-signing-key.json';

export class SigningKeyError extends Error {}

/**
 * CREDENTIAL_SIGNING_KEY: the Ed25519 seed, 32 bytes as 64 hex digits or 43 base64url
 * characters (`openssl rand -hex 32`).
 */
export function parseSeed(raw: string): Uint8Array {
  const text = raw.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9_-]{43}$/.test(text)
      ? Buffer.from(text, 'base64url')
      : undefined;
  if (bytes?.length !== 32) {
    throw new SigningKeyError(
      'CREDENTIAL_SIGNING_KEY must be a 32-byte Ed25519 seed: 64 hex digits or 43 base64url characters',
    );
  }
  return new Uint8Array(bytes);
}

/** The seed from `<dataDir>/credential-signing-key.json`, made (mode 0600) on first use. */
export function seedFromDataDir(dataDir: string): Uint8Array {
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const { seed } = JSON.parse(readFileSync(file, 'utf8')) as { seed: string };
    return parseSeed(seed);
  }
  const seed = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({ seed: seed.toString('base64url'), created_at: new Date().toISOString() }),
    { mode: 0o600 },
  );
  chmodSync(file, 0o600);
  return new Uint8Array(seed);
}

/** The Ed25519 Multikey pair of `seed`, named as a verification method of `did`. */
export async function keyPairFromSeed(seed: Uint8Array, did: string): Promise<MultikeyPair> {
  const key = await multikeyLib().generate({ seed, controller: did } as never);
  key.id = `${did}#${key.publicKeyMultibase}`;
  return key;
}
