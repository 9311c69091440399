import type { Config } from '../../../config';
import type { Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import type { IssuerProfile } from '../issue/envelope';
import type { JsonObject, MultikeyPair } from '../proof/libs';
import { didDocument, didWebFor } from './did';
import { keyPairFromSeed, parseSeed, seedFromDataDir } from './keys';
import { listKeys, recordKey } from './store';

/**
 * This deployment as a did:web issuer. The key is read (or made) on first use, not at start-up:
 * it loads the credential libraries, which an idle replica does without.
 */
export class CredentialIssuer {
  readonly did: string;
  private key: Promise<MultikeyPair> | undefined;

  constructor(
    private readonly config: Pick<
      Config,
      'publicUrl' | 'nodeEnv' | 'dataDir' | 'credentialSigningKey' | 'now'
    >,
    private readonly db: Queryable,
  ) {
    this.did = didWebFor(config.publicUrl);
  }

  get profile(): IssuerProfile {
    return { did: this.did, publicUrl: this.config.publicUrl, name: 'Optio' };
  }

  /** The signing key; production signs only under an https PUBLIC_URL (did:web needs TLS). */
  signingKey(): Promise<MultikeyPair> {
    if (this.config.nodeEnv === 'production' && !this.config.publicUrl.startsWith('https://')) {
      return Promise.reject(
        new HttpError(503, 'Credentials are not issued: PUBLIC_URL is not an https:// address'),
      );
    }
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async loadKey(): Promise<MultikeyPair> {
    const raw = this.config.credentialSigningKey;
    const seed = raw ? parseSeed(raw) : seedFromDataDir(this.config.dataDir);
    const key = await keyPairFromSeed(seed, this.did);
    await recordKey(this.db, key.publicKeyMultibase, this.config.now().toISOString());
    return key;
  }

  /** The DID document: every key ever used, so a rotation leaves earlier credentials valid. */
  async document(): Promise<JsonObject> {
    await this.signingKey();
    return didDocument(this.did, await listKeys(this.db));
  }
}
