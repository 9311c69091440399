import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '@optio/api-client';
import type { SiteLogoResponse } from '@optio/contracts/admin';
import { adminKeys } from '../../api/keys';

/** POST /api/admin/settings/logo (multipart, field `image`). */
export const uploadLogo = (image: File) => {
  const form = new FormData();
  form.append('image', image, image.name);
  return upload<SiteLogoResponse>('/api/admin/settings/logo', form);
};

/** `onSuccess` runs first; then the top bar's settings and the audit log are refreshed. */
export function useUploadLogo({ onSuccess }: { onSuccess?: (saved: SiteLogoResponse) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: async (saved) => {
      onSuccess?.(saved);
      await client.invalidateQueries({ queryKey: adminKeys.publicSettings });
      await client.invalidateQueries({ queryKey: adminKeys.auditLog });
    },
  });
}
