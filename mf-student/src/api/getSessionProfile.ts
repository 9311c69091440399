import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@optio/api-client';

/**
 * GET /api/auth/me through the page's one QueryClient: the shell already holds the answer, so
 * reading it here sends no request.
 */
export const useSessionProfile = () => useQuery(profileQueryOptions);
