import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { Profile } from './types';

/** POST /api/records/profile/avatar (multipart, one image). */
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return upload<Profile>('/api/records/profile/avatar', form);
    },
    onSuccess: (profile) => client.setQueryData(recordsKeys.profile, profile),
  });
}
