import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { messageKeys } from './keys';
import type { Contact } from './types';

/** GET /api/messages/contacts: everyone I may message (friends, my advisor, my students). */
export const useContacts = () =>
  useQuery({
    queryKey: messageKeys.contacts,
    queryFn: ({ signal }) => api.get<{ contacts: Contact[] }>('/api/messages/contacts', { signal }),
  });
