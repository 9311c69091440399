export { api, request, type RequestOptions } from './http';
export { upload, type UploadOptions, type UploadProgress } from './upload';
export { idempotencyKeyFor, newIdempotencyKey, IDEMPOTENCY_HEADER } from './idempotency';
export { getBlob, saveBlob, downloadAuthorized } from './blob';
export { ApiError, isApiError, serverMessage, serverFieldErrors } from './errors';
export { translateError, ERRORS_NAMESPACE } from './errorText';
export { tokens, type TokenPair } from './tokens';
export {
  onSessionExpired,
  expireSession,
  type SessionExpiredEvent,
  type SessionExpiredListener,
} from './sessionExpiry';
export { refreshSession } from './refresh';
export { hasSignedInMarker } from './signedInMarker';
export { isPublicPath } from './publicPaths';
export {
  configureApi,
  credentialsFor,
  isHostedPlatformHost,
  HOSTED_PLATFORM_SUFFIXES,
  type ApiConfig,
} from './config';
export { readCsrfToken, CSRF_HEADER, CSRF_COOKIE } from './csrf';
export {
  withRetry,
  retryDelay,
  isTransientError,
  isUnavailableOrNoResponse,
  DEFAULT_RETRY_POLICY,
  REGISTER_RETRY_POLICY,
  HEALTH_RETRY_POLICY,
  type RetryPolicy,
  type WithRetryOptions,
} from './retry';
export {
  queryClient,
  createQueryClient,
  isRetryableError,
  queryRetryDelay,
  QUERY_DEFAULTS,
} from './queryClient';
export {
  profileQueryKey,
  profileQueryOptions,
  fetchProfile,
  PROFILE_STALE_TIME_MS,
  PROFILE_GC_TIME_MS,
  PROFILE_RETRIES,
} from './profile';
export { register, checkHealth } from './auth';
