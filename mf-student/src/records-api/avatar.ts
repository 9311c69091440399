import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, getBlob, upload } from '@optio/api-client';
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

/** DELETE /api/records/profile/avatar. */
export function useRemoveAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Profile>('/api/records/profile/avatar'),
    onSuccess: (profile) => client.setQueryData(recordsKeys.profile, profile),
  });
}

/**
 * The avatar as an object URL: the image route needs the bearer token, which an <img> cannot
 * send, so it is fetched through getBlob. `version` changes when a new avatar is uploaded.
 */
export function useAvatarUrl(path: string | null, version: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) {
      setUrl(null);
      return undefined;
    }
    let objectUrl: string | null = null;
    let live = true;
    getBlob(path).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => live && setUrl(null),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, version]);
  return url;
}
