import type { MutationFunctionContext } from '@tanstack/react-query';

/** The header the API reads (docs/architecture.md, "Idempotency"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh key: a random UUID (122 random bits), so no two actions share one. */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// React Query builds one context object per `mutate` call and passes that same object to every
// attempt of it (its retries and a paused mutation resumed), so it identifies the user's action.
const keysByAction = new WeakMap<object, string>();

/**
 * The key of one user action: created on its first attempt, the same for every retry. In a
 * React Query mutation, pass the `mutationFn`'s second argument:
 *
 * ```ts
 * mutationFn: (body: string, context) =>
 *   api.post(path, { body }, { idempotencyKey: idempotencyKeyFor(context) }),
 * ```
 */
export function idempotencyKeyFor(action: MutationFunctionContext | object): string {
  let key = keysByAction.get(action);
  if (!key) {
    key = newIdempotencyKey();
    keysByAction.set(action, key);
  }
  return key;
}
