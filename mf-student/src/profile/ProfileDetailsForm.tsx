import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, TextArea, TextField } from '@optio/ui';
import { BIO_MAX, useUpdateProfile } from '../records/api/updateProfile';
import type { Profile } from '../records/api/types';

/** Name and bio. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('records');
  const update = useUpdateProfile();
  const [first, setFirst] = useState(profile.first_name);
  const [last, setLast] = useState(profile.last_name);
  const [bio, setBio] = useState(profile.bio);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!first.trim()) next.first_name = t('profile.firstNameRequired');
    if (!last.trim()) next.last_name = t('profile.lastNameRequired');
    if (bio.length > BIO_MAX) next.bio = t('profile.bioTooLong', { max: BIO_MAX });
    setErrors(next);
    setSaved(false);
    if (Object.keys(next).length > 0) return;
    update.mutate(
      { first_name: first.trim(), last_name: last.trim(), bio: bio.trim() },
      {
        onSuccess: () => setSaved(true),
        onError: (err) => setErrors(serverFieldErrors(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="student-rec-form">
      <div className="student-rec-row">
        <TextField
          label={t('profile.firstName')}
          value={first}
          onChange={(e) => setFirst(e.target.value)}
          error={errors.first_name}
          autoComplete="given-name"
          required
        />
        <TextField
          label={t('profile.lastName')}
          value={last}
          onChange={(e) => setLast(e.target.value)}
          error={errors.last_name}
          autoComplete="family-name"
          required
        />
      </div>
      <TextArea
        label={t('profile.bio')}
        hint={t('profile.bioHint', { count: bio.length, max: BIO_MAX })}
        value={bio}
        onChange={(e) => setBio(e.target.value)}
        error={errors.bio}
      />
      {update.isError && Object.keys(serverFieldErrors(update.error)).length === 0 && (
        <FormError>{serverMessage(update.error) ?? t('common.saveFailed')}</FormError>
      )}
      <div className="student-actions">
        <Button type="submit" loading={update.isPending}>
          {t('profile.save')}
        </Button>
        {saved && (
          <span role="status" className="student-muted">
            {t('profile.saved')}
          </span>
        )}
      </div>
    </form>
  );
}
