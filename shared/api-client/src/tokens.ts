/**
 * The access and refresh tokens, held in memory only (never in storage, so XSS cannot lift
 * them from disk). A page reload restores the session through the refresh cookie instead.
 */
let accessToken: string | null = null;
let refreshToken: string | null = null;

export interface TokenPair {
  access_token: string;
  refresh_token?: string | null;
}

export const tokens = {
  getAccessToken(): string | null {
    return accessToken;
  },
  getRefreshToken(): string | null {
    return refreshToken;
  },
  /** Stores a new pair; a missing refresh token keeps the one already held. */
  setTokens(pair: TokenPair): void {
    accessToken = pair.access_token || null;
    if (pair.refresh_token !== undefined) refreshToken = pair.refresh_token || null;
  },
  clear(): void {
    accessToken = null;
    refreshToken = null;
  },
};
