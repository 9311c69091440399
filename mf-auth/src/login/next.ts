/**
 * Where to go after signing in: `?next=` when it is a path of this site (the consent page sends
 * parents here and back), never another origin.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return '/dashboard';
  }
  return next;
}
