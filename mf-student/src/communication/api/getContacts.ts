import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { messageKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/messages/contacts: everyone I may message (friends, my advisor, my students). */
export const useContacts = () =>
  useQuery({
    queryKey: messageKeys.contacts,
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/messages/contacts'>>('/api/messages/contacts', { signal }),
  });
