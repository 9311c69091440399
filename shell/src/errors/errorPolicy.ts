/** docs/product.md#error-screen: after more than 2 errors advise refreshing; after more than 3,
 * Try Again reloads the page instead of re-rendering. */
export function errorScreenPolicy(errorCount: number) {
  return { adviseRefresh: errorCount > 2, retryReloads: errorCount > 3 };
}
