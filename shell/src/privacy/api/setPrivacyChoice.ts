import { useMutation } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { PrivacyChoice, PrivacyChoiceResult } from '@optio/contracts/leads';

/**
 * PUT /api/privacy-choice: the API keeps the choice in the `optio_privacy` cookie; "essential"
 * also deletes the first-touch campaign cookie, which the page cannot reach (it is HttpOnly).
 */
export const setPrivacyChoice = (choice: PrivacyChoice) =>
  api.put<PrivacyChoiceResult>('/api/privacy-choice', { choice });

export const useSetPrivacyChoice = ({
  onSuccess,
}: { onSuccess?: (result: PrivacyChoiceResult) => void } = {}) =>
  useMutation({ mutationFn: setPrivacyChoice, onSuccess });
