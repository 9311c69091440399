import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, TextField, notify } from '@optio/ui';
import { STAFF_NS } from '../staff-i18n';
import { useUploadLogo } from './api/uploadLogo';

const TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

/** Uploads the site logo (POST /api/admin/settings/logo); the top bar shows it at once. */
export function LogoUpload({
  logoUrl,
  onUploaded,
}: {
  logoUrl: string | null;
  onUploaded: (url: string | null) => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const send = useUploadLogo({
    onSuccess: (saved) => {
      notify.success(t('logo.uploaded'));
      setFile(null);
      onUploaded(saved.logo_url);
    },
  });
  const serverError = send.isError
    ? (serverFieldErrors(send.error).image ?? serverMessage(send.error) ?? t('logo.failed'))
    : undefined;

  const choose = (picked: File | undefined) => {
    setError(undefined);
    setFile(null);
    if (!picked) return;
    if (!TYPES.includes(picked.type)) return setError(t('logo.type'));
    if (picked.size > MAX_BYTES) return setError(t('logo.size'));
    setFile(picked);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setError(t('logo.required'));
    send.mutate(file);
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby="logo-title">
      <h2 id="logo-title">{t('logo.title')}</h2>
      {logoUrl ? (
        <p>
          {t('logo.current')}:{' '}
          <img className="admin-logo-preview" src={logoUrl} alt={t('logo.current')} />
        </p>
      ) : (
        <p className="admin-muted">{t('logo.none')}</p>
      )}
      <FormError message={serverError} />
      <TextField
        label={t('logo.file')}
        hint={t('logo.hint')}
        type="file"
        accept={TYPES.join(',')}
        onChange={(e) => choose(e.target.files?.[0])}
        error={error}
      />
      <Button type="submit" loading={send.isPending} loadingLabel={t('logo.uploading')}>
        {t('logo.upload')}
      </Button>
    </form>
  );
}
