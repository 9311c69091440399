import type { Kysely } from 'kysely';
import type { IdempotencyKeysTable } from '../../db/tables/idempotency';

type IdempotencyDb = Kysely<{ idempotency_keys: IdempotencyKeysTable }>;

export interface RecordId {
  principal: string;
  target: string;
  key: string;
}

export const BODY_TEXT = 0;
export const BODY_BASE64 = 1;
/** The first answer was a stream (the tutor's reply): it happened, but cannot be sent again. */
export const BODY_STREAM = 2;

export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | null;
  bodyKind: number;
}

export type Claim =
  | { kind: 'claimed'; createdAt: string }
  | { kind: 'in_flight' }
  | { kind: 'done'; fingerprint: string | null; answer: StoredAnswer };

/** Kept this long after the first answer (IETF draft: at least 24 hours). */
export const RETENTION_MS = 24 * 60 * 60 * 1000;
/** A claim older than this whose request never answered (the process died) may be taken over. */
export const ABANDONED_MS = 15 * 60 * 1000;

/** The rows behind Idempotency-Key, on SQLite or PostgreSQL (the same queries). */
export class IdempotencyStore {
  private readonly db: IdempotencyDb;

  constructor(db: Kysely<never> | object) {
    this.db = db as IdempotencyDb;
  }

  private where(id: RecordId) {
    return this.db
      .selectFrom('idempotency_keys')
      .where('principal', '=', id.principal)
      .where('target', '=', id.target)
      .where('idem_key', '=', id.key);
  }

  /**
   * Claims the key for a new request, or says why not: another request with it is running, or
   * it already has an answer. Expired and abandoned claims are taken over.
   */
  async claim(id: RecordId, fingerprint: string | null, now: Date): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const createdAt = now.toISOString();
      const inserted = await this.db
        .insertInto('idempotency_keys')
        .values({
          principal: id.principal,
          target: id.target,
          idem_key: id.key,
          fingerprint,
          state: 'pending',
          status: null,
          headers: null,
          body: null,
          body_kind: BODY_TEXT,
          created_at: createdAt,
          expires_at: new Date(now.getTime() + RETENTION_MS).toISOString(),
        })
        .onConflict((oc) => oc.columns(['principal', 'target', 'idem_key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: 'claimed', createdAt };

      const row = await this.where(id).selectAll().executeTakeFirst();
      if (!row) continue;
      const stale =
        row.expires_at <= createdAt ||
        (row.state === 'pending' && Date.parse(row.created_at) + ABANDONED_MS <= now.getTime());
      if (stale) {
        await this.db
          .deleteFrom('idempotency_keys')
          .where('principal', '=', id.principal)
          .where('target', '=', id.target)
          .where('idem_key', '=', id.key)
          .where('created_at', '=', row.created_at)
          .execute();
        continue;
      }
      if (row.state === 'pending') return { kind: 'in_flight' };
      return {
        kind: 'done',
        fingerprint: row.fingerprint,
        answer: {
          status: row.status ?? 200,
          headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
          body: row.body,
          bodyKind: row.body_kind,
        },
      };
    }
    // Three races in a row for one key: treat it as another request still running.
    return { kind: 'in_flight' };
  }

  /** Stores the answer of the request holding the claim made at `createdAt`. */
  async complete(
    id: RecordId,
    createdAt: string,
    fingerprint: string | null,
    answer: StoredAnswer,
  ): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({
        state: 'done',
        fingerprint,
        status: answer.status,
        headers: JSON.stringify(answer.headers),
        body: answer.body,
        body_kind: answer.bodyKind,
      })
      .where('principal', '=', id.principal)
      .where('target', '=', id.target)
      .where('idem_key', '=', id.key)
      .where('created_at', '=', createdAt)
      .execute();
  }

  /** Gives the key back (the request failed, so nothing was created): a retry runs again. */
  async release(id: RecordId, createdAt: string): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('principal', '=', id.principal)
      .where('target', '=', id.target)
      .where('idem_key', '=', id.key)
      .where('created_at', '=', createdAt)
      .where('state', '=', 'pending')
      .execute();
  }

  /** Deletes every key past its 24 hours; returns how many. */
  async sweepExpired(now: Date): Promise<number> {
    const res = await this.db
      .deleteFrom('idempotency_keys')
      .where('expires_at', '<=', now.toISOString())
      .executeTakeFirst();
    return Number(res.numDeletedRows ?? 0);
  }
}
