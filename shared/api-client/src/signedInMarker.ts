/**
 * The API sets a script-readable marker cookie beside the httpOnly refresh cookie at sign-in and
 * clears it at sign-out (api/src/features/auth/http.ts). It says nothing the server trusts; it lets a
 * page that holds no access token yet (after a reload) tell a likely session from none.
 */
const SIGNED_IN_MARKER = /(?:^|;\s*)(?:__Host-)?optio_signed_in=/;

export function hasSignedInMarker(cookie: string): boolean {
  return SIGNED_IN_MARKER.test(cookie);
}
