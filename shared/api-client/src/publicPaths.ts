/** docs/product.md#session-expiry: pages a signed-out visitor may stay on when a session ends. */
const EXACT = new Set([
  '/',
  '/login',
  '/register',
  '/email-verification',
  '/forgot-password',
  '/reset-password',
  '/terms',
  '/privacy',
  '/academy-agreement',
  '/academy-handbook',
  '/promo',
  '/consultation',
  '/demo',
  '/parental-consent',
  // The mailed observer invitation: the invitee may not have an account yet (issue #8).
  '/observer-invite',
  // Anyone checks a credential here; shared credential addresses redirect to it (issue #16).
  '/verify',
]);

/** Paths whose every sub-path is public as well. */
// '/evaluate/': an evaluator link (issue #15), opened by someone who has no account.
const PREFIXES = ['/public/diploma/', '/portfolio/', '/promo/', '/parental-consent/', '/evaluate/'];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (EXACT.has(path)) return true;
  return PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}
