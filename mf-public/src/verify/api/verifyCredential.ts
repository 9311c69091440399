import { useMutation } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { Verification } from '@optio/contracts/credentials';

/** The credential itself, or its address (the API fetches only its own addresses). */
export type VerifyInput = { credential: Record<string, unknown> } | { url: string };

/** POST /api/credentials/verify: public, answers 200 with the verdict for any credential. */
export const verifyCredential = (body: VerifyInput) =>
  api.post<Verification>('/api/credentials/verify', body);

export function useVerifyCredential() {
  return useMutation({ mutationFn: verifyCredential });
}
