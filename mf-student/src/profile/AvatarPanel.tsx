import { useRef } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError } from '@optio/ui';
import { useAvatarUrl } from '../records/api/getAvatarUrl';
import { useRemoveAvatar } from '../records/api/removeAvatar';
import { useUploadAvatar } from '../records/api/uploadAvatar';
import type { Profile } from '../records/api/types';

const IMAGE_MAX = 10 * 1024 * 1024;

/** The avatar: shown from a private route through an object URL; upload or remove. */
export function AvatarPanel({ profile, version }: { profile: Profile; version: string }) {
  const { t } = useTranslation('records');
  const input = useRef<HTMLInputElement>(null);
  const uploadAvatar = useUploadAvatar();
  const remove = useRemoveAvatar();
  const url = useAvatarUrl(profile.avatar_url, version);
  const initials = `${profile.first_name.slice(0, 1)}${profile.last_name.slice(0, 1)}`;
  const error = uploadAvatar.error ?? remove.error;

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMAGE_MAX) {
      uploadAvatar.reset();
      return;
    }
    uploadAvatar.mutate(file);
  };

  return (
    <div className="student-rec-avatar">
      {url ? (
        <img src={url} alt={t('profile.avatarAlt')} width={96} height={96} />
      ) : (
        <span className="student-rec-avatar__initials" aria-hidden="true">
          {initials}
        </span>
      )}
      <div>
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="student-visually-hidden"
          // Opened by the visible button; kept out of the tab order and the accessibility tree.
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <div className="student-actions">
          <Button
            variant="secondary"
            onClick={() => input.current?.click()}
            loading={uploadAvatar.isPending}
          >
            {profile.avatar_url ? t('profile.changeAvatar') : t('profile.uploadAvatar')}
          </Button>
          {profile.avatar_url && (
            <Button variant="ghost" onClick={() => remove.mutate()} loading={remove.isPending}>
              {t('profile.removeAvatar')}
            </Button>
          )}
        </div>
        <p className="student-muted">{t('profile.avatarHint')}</p>
        {error && <FormError>{serverMessage(error) ?? t('common.saveFailed')}</FormError>}
      </div>
    </div>
  );
}
