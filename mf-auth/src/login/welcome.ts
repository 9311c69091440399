/** docs/product.md#constants: an account is "recently created" for its first 5 minutes. */
export const RECENT_ACCOUNT_MS = 5 * 60 * 1000;

export function isRecentlyCreated(
  createdAt: string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= -60_000 && age < RECENT_ACCOUNT_MS;
}
